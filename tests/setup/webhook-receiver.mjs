// A stand-in for the feedback webhook's receiver (a chat service's incoming webhook) that a test or
// benchmark switches between behaviours: `ok` answers 200, `fail` 503, `slow` 200 after `slowMs`,
// `down` closes its port (connections refused). It counts every attempt and records each delivery
// it accepted, by the event's Idempotency-Key (`none` for a server that sends no key) and the vote's
// comment (its first quoted line), which the senders make unique per vote.
import { createServer } from 'node:http';

export async function startWebhookReceiver({ slowMs = 300 } = {}) {
  let mode = 'ok';
  let attempts = 0;
  /** @type {{ key: string, vote: string }[]} */
  const accepted = [];
  const sockets = new Set();
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      attempts += 1;
      const at = mode;
      if (at === 'fail') {
        response.statusCode = 503;
        response.end('failing');
        return;
      }
      const accept = () => {
        const text = (() => {
          try {
            return JSON.parse(body).text ?? '';
          } catch {
            return '';
          }
        })();
        accepted.push({
          key: String(request.headers['idempotency-key'] ?? 'none'),
          vote: /\n> ([^\n]*)/.exec(text)?.[1] ?? '',
        });
        response.end('ok');
      };
      if (at === 'slow') setTimeout(accept, slowMs);
      else accept();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  const listen = () =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => (server.off('error', reject), resolve()));
    });
  const close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  return {
    url: `http://127.0.0.1:${port}/hook`,
    accepted,
    attempts: () => attempts,
    /** Switches behaviour; `down` closes the port, leaving `down` opens it again. */
    async set(next) {
      if (next === mode) return;
      if (next === 'down') await close();
      else if (mode === 'down') await listen();
      mode = next;
    },
    stop: () => (mode === 'down' ? Promise.resolve() : close()),
  };
}

/**
 * What a receiver saw against the votes the site acknowledged (by their unique comments): `missing`
 * acknowledged votes never accepted, `duplicates` votes accepted under more than one key (a receiver
 * that drops repeated keys keeps one per key), `repeatedDeliveries` every acceptance beyond a vote's
 * first (what a receiver that ignores the key would show twice), and `unexpected` votes accepted but
 * never acknowledged.
 */
export function deliveryReport(acknowledgedVotes, accepted) {
  const byPage = new Map();
  for (const { key, vote } of accepted) {
    const keys = byPage.get(vote) ?? [];
    keys.push(key);
    byPage.set(vote, keys);
  }
  const acknowledged = new Set(acknowledgedVotes);
  let duplicates = 0;
  let repeatedDeliveries = 0;
  for (const keys of byPage.values()) {
    repeatedDeliveries += keys.length - 1;
    // Repeats under one real key collapse at a receiver that honours it; without keys, every repeat counts.
    const distinct = new Set(keys.filter((key) => key !== 'none'));
    duplicates += keys.includes('none') ? keys.length - 1 : distinct.size - 1;
  }
  return {
    acknowledged: acknowledged.size,
    delivered: [...byPage.keys()].filter((page) => acknowledged.has(page)).length,
    missing: [...acknowledged].filter((page) => !byPage.has(page)).length,
    duplicates,
    repeatedDeliveries,
    unexpected: [...byPage.keys()].filter((page) => !acknowledged.has(page)).length,
  };
}
