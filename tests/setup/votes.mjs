// One vote sent as a visitor's widget sends it, for the tests and benchmarks that count what became of
// each vote (webhook delivery, a frozen database): on a connection of its own (so "no answer" and
// "refused" can be told apart from a kept-alive socket), optionally from one of many local addresses
// (the per-client connection limit would otherwise refuse one client's hundreds of waiting votes).
import { request } from 'node:http';

/**
 * Posts `{page, feedback: 'negative', comment}` to the server on `port`; resolves the status, 0 when no
 * answer came (a killed server, a reset), and how long it took.
 */
export function postVote({ port, comment, page = '/docs/get-started', key, from }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status) => resolve({ status, ms: performance.now() - started });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        ...(from ? { localAddress: from } : {}),
        method: 'POST',
        path: '/api/feedback',
        agent: false,
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      },
    );
    req.on('error', () => done(0));
    req.end(JSON.stringify({ page, feedback: 'negative', comment }));
  });
}

/** One of 240 loopback addresses for the `n`th vote. */
export const visitorAddress = (n) => `127.0.0.${10 + (Math.abs(n) % 240)}`;
