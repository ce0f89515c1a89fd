// Connection-holding benchmark (`npm run bench:hold`, after `npm run build`): can one client lock
// everyone else out of the production server by holding its connections?
//
// An attacker at 127.0.0.2 holds connections in three ways, one after another, while a visitor at
// 127.0.0.3 asks for /robots.txt on a new connection each time, four at once, for `seconds`:
//   keep-alive  1,024 connections, each after one request, kept open (and reopened when closed);
//   silent      1,024 connections that never send a byte (reopened when closed);
//   reconnect   a loop that reopens a connection and sends one request as fast as it can, 64 at once.
// It prints the visitor's success rate and p99 per way (target: >= 99 %, issue 33).
//
//   npm run bench:hold [-- --script /tmp/server-before.mjs] [-- --seconds 10]
// Linux routes all of 127.0.0.0/8 to the loopback interface, so no set-up is needed for the addresses.
import { request } from 'node:http';
import { connect } from 'node:net';
import { startProductionServer } from '../../tests/setup/production-server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const script = arg('script', 'dist/server.mjs');
const seconds = Number(arg('seconds', '10'));
const attacker = '127.0.0.2';
const visitor = '127.0.0.3';

const server = await startProductionServer({
  script,
  env: { FEEDBACK_DB_PATH: `/tmp/bench-hold-${process.pid}.sqlite` },
});
const { port } = server;

/** One GET on a new connection from the visitor: ok, and how long it took. */
function visit() {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { port, host: '127.0.0.1', localAddress: visitor, path: '/robots.txt', agent: false, timeout: 5000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ok: res.statusCode === 200, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
    req.end();
  });
}

/** Holds `count` connections from the attacker the given way until `stop()`; reopens closed ones. */
function hold(way, count) {
  let stopped = false;
  const sockets = new Set();
  const openOne = () => {
    if (stopped) return;
    const socket = connect({ port, host: '127.0.0.1', localAddress: attacker });
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      if (way !== 'silent') socket.write('GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    socket.on('data', () => {
      // The reconnect loop drops the connection as soon as it is answered and opens the next.
      if (way === 'reconnect') socket.destroy();
    });
    socket.on('close', () => {
      sockets.delete(socket);
      // A held connection closed by the server is reopened at once; so is each of the loop's.
      setImmediate(openOne);
    });
  };
  for (let i = 0; i < count; i += 1) openOne();
  return () => {
    stopped = true;
    for (const socket of sockets) socket.destroy();
  };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

console.log(`## Holding connections (${script}, ${seconds} s per way)\n`);
console.log('| way | visitor requests | succeeded | p99 |');
console.log('|---|---|---|---|');
for (const [way, count] of [
  ['keep-alive', 1024],
  ['silent', 1024],
  ['reconnect', 64],
]) {
  const stop = hold(way, count);
  // Let the attacker take its connections first.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const results = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < until) results.push(await visit());
    }),
  );
  stop();
  const ok = results.filter((result) => result.ok).length;
  const share = ((100 * ok) / results.length).toFixed(1);
  const p99 = quantile(
    results.map((result) => result.ms),
    0.99,
  ).toFixed(0);
  console.log(`| ${way} | ${results.length} | ${share}% (${ok}) | ${p99} ms |`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
server.stop();
