// Latency of the API sandbox at a fixed request rate, against the production server.
//
//   npm run build && npm run bench:sandbox [-- --rate 200 --duration 30]
//
// Starts dist/server.mjs on a free port (rate limit raised through API_SANDBOX_RATE_LIMIT), warms the
// route, then sends the example request of each of the 37 operations in turn at a fixed rate (open
// loop: a request's time counts from when it was due, so a slow answer delays no later one's clock),
// over keep-alive connections, and reports p50/p95/p99. Exits 1 when an answer is not 2xx or p95 is
// over its target (10 ms at 200 requests/s).
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';
import { apiSandbox } from '../../config/api-sandbox';
import { exampleParts, requestShapes, requestTarget } from '../../lib/api-requests/request-shape';
import { startProductionServer } from '../../tests/setup/production-server.mjs';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const rate = Number(option('rate', '200'));
const duration = Number(option('duration', '30'));
const targetP95 = 10;

const shapes = requestShapes(
  JSON.parse(readFileSync('.generated/openapi.json', 'utf8')) as Record<string, unknown>,
);
const auth = `Basic ${Buffer.from(`${apiSandbox.publicKey}:${apiSandbox.secretKey}`).toString('base64')}`;
const requests = shapes.map((shape) => {
  const parts = exampleParts(shape);
  const body = shape.body && parts.body ? parts.body : undefined;
  return {
    method: shape.method,
    path: `${apiSandbox.basePath}${requestTarget(shape, parts)}`,
    headers: {
      authorization: auth,
      ...(body
        ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
        : {}),
    },
    body,
  };
});

const site = await startProductionServer({ env: { API_SANDBOX_RATE_LIMIT: '1000000000' } });
const { port } = new URL(site.origin);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function send(index: number): Promise<number> {
  const spec = requests[index % requests.length]!;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: spec.method, path: spec.path, headers: spec.headers, agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(spec.body);
  });
}

try {
  // Warm-up: every operation a few times (the first request reads the document).
  for (let i = 0; i < requests.length * 5; i++) await send(i);
  const total = rate * duration;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send(i).then((status) => {
        latencies.push(performance.now() - due);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(2);
  const not2xx = [...statuses].filter(([status]) => status < 200 || status >= 300);
  console.log(
    `| ${rate} req/s for ${duration} s | ${latencies.length} requests in ${elapsed.toFixed(1)} s | p50 ${at(0.5)} ms | p95 ${at(0.95)} ms | p99 ${at(0.99)} ms | max ${latencies.at(-1)!.toFixed(2)} ms | statuses ${JSON.stringify(Object.fromEntries(statuses))} |`,
  );
  if (not2xx.length > 0 || Number(at(0.95)) > targetP95) {
    console.error(`over target: p95 must be <= ${targetP95} ms and every answer 2xx`);
    process.exitCode = 1;
  }
} finally {
  agent.destroy();
  site.stop();
}
