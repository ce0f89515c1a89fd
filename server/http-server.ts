import 'server-only';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { feedbackLimits } from '@/lib/feedback/validation';
import { handleFeedback, type FeedbackDeps } from './feedback/handler';
import { feedbackDeps } from './feedback/runtime';

/**
 * The production server: Next.js for every page and route, except `POST /api/feedback`, which it
 * answers itself with the same handler as the app route. Next's request pipeline costs about 2 ms of
 * CPU per request here; the feedback API must take bursts of thousands of votes a second
 * (bench/feedback), so it skips that pipeline. Started by `npm start` (dist/server.mjs, bundled by
 * scripts/build-server.mjs).
 */

const hopByHop = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'expect']);

/** Node request -> Fetch Request, reading the body only until it is over the limit. */
async function toRequest(request: IncomingMessage): Promise<Request> {
  // Read before the body: stopping at the limit releases the socket.
  const remoteAddress = request.socket.remoteAddress;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    // Over the limit: enough read to answer 413, the rest is not worth reading.
    if (size > feedbackLimits.bodyBytes) break;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // The body is re-framed below (and may be cut at the limit): its length headers no longer apply.
    if (value === undefined || hopByHop.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The client's address, as a proxy in front would pass it (the handler hashes it).
  if (!headers.has('x-forwarded-for') && remoteAddress) headers.set('x-forwarded-for', remoteAddress);
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, {
    method: 'POST',
    headers,
    body: Buffer.concat(chunks),
  });
}

async function sendResponse(response: Response, res: ServerResponse) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/** Answers `POST /api/feedback` from a Node request; anything else goes to `fallback`. */
export function feedbackListener(
  deps: FeedbackDeps,
  fallback: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'POST' || path !== '/api/feedback') return fallback(req, res);
    toRequest(req)
      .then((request) => handleFeedback(request, deps))
      .then((response) => sendResponse(response, res))
      .catch((error: unknown) => {
        console.error('feedback request failed:', error);
        if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'The request could not be read.' }));
      });
  };
}

export async function startServer(port: number, hostname?: string) {
  const app = next({ dev: false, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer(feedbackListener(feedbackDeps(), (req, res) => void handle(req, res)));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`Spanlight website on http://${hostname ?? 'localhost'}:${port}`);
  return server;
}
