// Attacker probes of the production server (`npm run bench:probes`, after `npm run build`), as issue
// 33 measured them:
//   tokens  wrong admin tokens sent to /api/feedback/summary on one keep-alive connection for 10 s:
//           how many were compared (401) and how many refused unread (429);
//   bodies  a 200 MB body streamed into a route that refuses it: the status, how many bytes the
//           server took before it ended the connection, and when it did (stopped at 10 s).
//
//   npm run bench:probes [-- --script dist/server-before.mjs]
import { connect } from 'node:net';
import { startProductionServer } from '../../tests/setup/production-server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const script = arg('script', 'dist/server.mjs');
const token = 'probe-admin-token-0123456789abcdef';
const server = await startProductionServer({
  script,
  env: { FEEDBACK_DB_PATH: `/tmp/bench-probes-${process.pid}.sqlite`, FEEDBACK_ADMIN_TOKEN: token },
});

/** Wrong tokens as fast as one connection answers them, for `ms`. */
async function guessTokens(ms) {
  const statuses = new Map();
  const until = performance.now() + ms;
  let tries = 0;
  while (performance.now() < until) {
    const response = await fetch(`${server.origin}/api/feedback/summary`, {
      headers: { authorization: `Bearer guess-${tries}-0123456789abcdef0123456789` },
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    tries += 1;
  }
  return { tries, statuses };
}

/** Streams a huge body into `path`; what came back, how much was taken, and when it ended. */
function bigBody(path, contentType = 'application/json') {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(server.port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let answer = '';
    let stop = false;
    const finish = (how) => {
      if (stop) return;
      stop = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        path,
        status: answer.split('\r\n')[0] || '(none)',
        sentMB: sent / 2 ** 20,
        ms: performance.now() - started,
        how,
      });
    };
    const timer = setTimeout(() => finish('still open at 10 s'), 10_000);
    const pump = () => {
      while (!stop && sent < 200 * 2 ** 20) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${200 * 2 ** 20}\r\n\r\n`,
      );
      pump();
    });
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('close', () => finish('closed by the server'));
    socket.on('error', () => finish('closed by the server'));
  });
}

console.log(`## Probes (${script})\n`);
const { tries, statuses } = await guessTokens(10_000);
console.log(
  `Wrong admin tokens in 10 s on one connection: ${tries} (${[...statuses].map(([status, n]) => `${n} answered ${status}`).join(', ')})\n`,
);
console.log('| refused body | status | MB sent before the end | ended after | how |');
console.log('|---|---|---|---|---|');
for (const path of ['/api/og', '/api/ask', '/api/mcp', '/api/health', '/docs']) {
  const result = await bigBody(path);
  console.log(
    `| POST ${result.path} | ${result.status} | ${result.sentMB.toFixed(1)} | ${(result.ms / 1000).toFixed(1)} s | ${result.how} |`,
  );
}
server.stop();
