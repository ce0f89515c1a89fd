// Webhook delivery benchmark (`npm run bench:webhook`, after `npm run build`): votes at 100 a second
// against a production server on a fresh SQLite file while the webhook's receiver
//   failing  answers 503 for 20 s, then 200;
//   down     refuses connections for 20 s, then answers;
//   kill     answers slowly (400 ms) for 10 s, when the server is killed (-9) and started again;
//   sigterm  answers 503 when the server gets SIGTERM during the votes (attempts while it stops).
// Prints, per scenario, what the receiver got against the votes acknowledged: missing, duplicates
// per idempotency key, repeated deliveries, and how long the backlog took once the receiver was back.
//
//   npm run bench:webhook [-- --script <copy of dist/server.mjs>] [-- --only failing,kill]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProductionServer } from '../../tests/setup/production-server.mjs';
import { postVote, visitorAddress } from '../../tests/setup/votes.mjs';
import { deliveryReport, startWebhookReceiver } from '../../tests/setup/webhook-receiver.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const script = arg('script', 'dist/server.mjs');
const only = arg('only', 'failing,down,kill,sigterm').split(',');

/** The `n`th vote, from one of many local addresses, told apart by its comment. */
function vote(port, n) {
  const id = `bench webhook vote ${n}`;
  const key = `bench-webhook-${String(n).padStart(8, '0')}`;
  return postVote({ port, comment: id, key, from: visitorAddress(n) }).then(({ status }) => ({
    vote: id,
    status,
  }));
}

async function scenario(name) {
  const dir = mkdtempSync(join(tmpdir(), `bench-webhook-${name}-`));
  const receiver = await startWebhookReceiver({ slowMs: 400 });
  const port = await freePort();
  const env = {
    FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite'),
    FEEDBACK_RATE_LIMIT: '1000000',
    SERVER_MAX_CONNECTIONS_PER_CLIENT: '1024',
    FEEDBACK_WEBHOOK_URL: receiver.url,
  };
  let server = await startProductionServer({ script, port, env });
  const outcomes = [];
  let sent = 0;
  const votes = async (seconds) => {
    for (let i = 0; i < seconds * 100; i += 1) {
      sent += 1;
      outcomes.push(vote(port, sent));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  let attemptsWhileStopping = null;
  let stopMs = null;

  if (name === 'failing' || name === 'down') {
    await receiver.set(name === 'failing' ? 'fail' : 'down');
    await votes(20);
    await receiver.set('ok');
  } else if (name === 'kill') {
    await receiver.set('slow');
    await votes(10);
    server.process.kill('SIGKILL');
    await new Promise((resolve) => server.process.once('exit', resolve));
    await receiver.set('ok');
    server = await startProductionServer({ script, port, env });
  } else {
    await votes(5);
    await receiver.set('fail');
    const sending = votes(2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = receiver.attempts();
    const started = performance.now();
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await exited;
    stopMs = Math.round(performance.now() - started);
    attemptsWhileStopping = receiver.attempts() - before;
    await sending;
    await receiver.set('ok');
    server = await startProductionServer({ script, port, env });
  }
  const answered = await Promise.all(outcomes);
  const acknowledged = answered.filter((o) => o.status === 204).map((o) => o.vote);
  // Waits until every acknowledged vote arrived, nothing came for 20 s, or 120 s passed.
  const back = performance.now();
  let lastCount = -1;
  let lastChange = performance.now();
  let deliveredAfterMs = null;
  while (performance.now() - back < 120_000) {
    const report = deliveryReport(acknowledged, receiver.accepted);
    if (report.missing === 0) {
      deliveredAfterMs = Math.round(performance.now() - back);
      break;
    }
    if (receiver.accepted.length !== lastCount) {
      lastCount = receiver.accepted.length;
      lastChange = performance.now();
    } else if (performance.now() - lastChange > 20_000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Late repeats (an event whose lease ended) are counted too.
  await new Promise((resolve) => setTimeout(resolve, name === 'kill' ? 16_000 : 2000));
  server.stop();
  await receiver.stop();
  rmSync(dir, { recursive: true, force: true });
  return {
    scenario: name,
    sent,
    ...deliveryReport(acknowledged, receiver.accepted),
    attempts: receiver.attempts(),
    deliveredAfterMs,
    attemptsWhileStopping,
    stopMs,
  };
}

console.log(`## Webhook delivery at 100 votes/s (${script})\n`);
console.log(
  '| scenario | votes acknowledged | missing at receiver | duplicates per key | repeated deliveries | attempts | all delivered after | while stopping |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const name of only) {
  const r = await scenario(name);
  const stopping =
    r.attemptsWhileStopping === null ? '' : `${r.attemptsWhileStopping} attempts in ${r.stopMs} ms`;
  const after = r.deliveredAfterMs === null ? 'never' : `${(r.deliveredAfterMs / 1000).toFixed(1)} s`;
  console.log(
    `| ${r.scenario} | ${r.acknowledged} | ${r.missing} | ${r.duplicates} | ${r.repeatedDeliveries} | ${r.attempts} | ${after} | ${stopping} |`,
  );
}
