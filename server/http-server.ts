import 'server-only';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { Server as NetServer } from 'node:net';
import { Readable } from 'node:stream';
import next from 'next';
import { isNegotiablePath } from '@/lib/markdown/negotiation';
import { apiContentSecurityPolicy, securityHeaders } from '@/lib/headers/security';
import { handleFeedback, type FeedbackDeps } from './feedback/handler';
import { feedbackDeps, shutdownFeedback } from './feedback/runtime';
import { handleInsightEvent, type InsightsDeps } from './insights/handler';
import { insightsRuntime, recordInsights } from './insights/runtime';
import { fetchIncrements, type AnsweredRequest } from '@/lib/insights/fetches';
import { apiErrorBody, apiErrorCodes, type ApiErrorCode } from './http/api-error';
import { clientAddress, clientAddressHeader, type TrustedProxies } from './http/client-address';
import { trackConnections, type ConnectionTracker } from './http/connections';
import { closeRateLimits } from './http/rate-limits';
import type { ServerSettings, Settings } from './settings';

/**
 * The production server (`npm start`, dist/server.mjs bundled by scripts/build-server.mjs). In front
 * of Next.js it:
 * - works out the client's address (the TCP peer, or what trusted proxies forwarded) and passes it to
 *   the handlers in one header of its own, overwriting whatever a client sent in it;
 * - answers `POST /api/feedback` and `POST /api/insights` itself with the same handlers as the app
 *   routes (Next's pipeline costs ~2 ms of CPU per request; the feedback API takes bursts of thousands
 *   of votes a second, the insights beacon one request per page view);
 * - counts the pages, Markdown twins and llms files it answered for the insights, by reader class;
 * - answers an address with broken percent-encoding or a line break 400 (Next.js answered 500, or
 *   an empty error shell);
 * - bounds slow clients (request and header time-outs, a connection cap) and shuts down gracefully.
 */

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const hopByHop = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'expect']);

function setSecurityHeaders(res: ServerResponse, api: boolean) {
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  if (api) res.setHeader('Content-Security-Policy', apiContentSecurityPolicy);
}

/** Node request -> Fetch Request whose body streams from the socket: the handler reads it with a limit. */
function toRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || (hopByHop.has(name) && name !== 'content-length')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, {
    method: request.method,
    headers,
    body: Readable.toWeb(request) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
}

async function sendResponse(response: Response, req: IncomingMessage, res: ServerResponse) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  // A body the handler did not read to the end (refused early, or over its limit) is not worth
  // reading: the connection closes after the answer instead of draining it.
  const unread = !req.complete;
  if (unread) res.setHeader('Connection', 'close');
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined, () => {
    if (unread) req.destroy();
  });
}

/** An API error (server/http/api-error.ts) written straight to a Node response. */
function answerError(res: ServerResponse, code: ApiErrorCode, message: string) {
  setSecurityHeaders(res, true);
  res.writeHead(apiErrorCodes[code].status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(apiErrorBody(code, message)));
}

/**
 * Why an address is refused before routing, or null when it is fine: percent-encoding that does not
 * decode (`/%`, `/%E0%A4%A`, `/%ff`; Next.js answered 500), or a line break in the decoded path (`%0A`,
 * `%0D`, U+2028, U+2029: Next.js's route patterns do not match across one, so the page rendered as an
 * empty error shell, slowly, in the browser). No page address contains either. So is a target that is
 * not a path.
 */
function refusedPath(url: string | undefined): string | null {
  // An absolute-form target (`GET http://other.example/ HTTP/1.1`) is what a client sends a forward
  // proxy; Next.js redirected it to that host. Browsers and proxies send origin servers the path.
  if (url !== undefined && !url.startsWith('/') && url !== '*')
    return 'Send the path of the address (origin-form, starting with /), not a full URL.';
  let path: string;
  try {
    path = decodeURIComponent((url ?? '/').split('?')[0]!);
  } catch {
    return 'The address has malformed percent-encoding.';
  }
  return /[\n\r\u2028\u2029]/.test(path) ? 'The address contains a line break.' : null;
}

/**
 * Keeps `Accept` in the `Vary` header of a page URL's answer: the same URL answers HTML or Markdown by
 * it, and Next.js writes its own `Vary` over the one the proxy set, so a CDN would serve one variant
 * to everybody.
 */
function varyOnAccept(res: ServerResponse) {
  const withAccept = (value: string | number | readonly string[]) => {
    const names = String(value)
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    return names.some((name) => name.toLowerCase() === 'accept' || name === '*')
      ? names.join(', ')
      : [...names, 'Accept'].join(', ');
  };
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'vary' ? withAccept(value) : value);
  res.setHeader('Vary', 'Accept');
}

/**
 * Drops the proxy's `Link` to a page's Markdown twin from an error answer: the proxy announces the
 * twin of every page address (it cannot know which pages exist), and a 404 has no twin.
 */
function announceTwinOnlyWhenFound(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (status: number, ...rest: unknown[]) => {
    const link = res.getHeader('link');
    if (status >= 400 && link !== undefined) {
      const kept = (Array.isArray(link) ? link : String(link).split(/,(?=\s*<)/))
        .map((value) => value.trim())
        .filter((value) => !/type="text\/markdown"/.test(value));
      if (kept.length > 0) res.setHeader('Link', kept);
      else res.removeHeader('Link');
    }
    return writeHead(status, ...rest);
  };
}

/** Whether a request announced a body (a length above 0, or chunks). */
const announcesBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Ends the connection after an answer sent before the request's body was read to its end (a 405, 413
 * or 415, or a route that never reads bodies): without this, Node reads and discards the rest, so a
 * client could stream hundreds of megabytes into a refused request on one socket.
 */
function closeWhenBodyUnread(req: IncomingMessage, res: ServerResponse) {
  if (!announcesBody(req)) return;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    if (!req.complete) res.setHeader('Connection', 'close');
    return writeHead(...args);
  };
  res.once('finish', () => {
    if (!req.complete) req.socket.destroy();
  });
}

/** Methods a page address answers; API routes (`/api/...`) answer their own. */
const pageMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the listener needs of the insights: the beacon's handler, and where answers are counted. */
export interface ListenerInsights {
  deps: InsightsDeps;
  answered(request: AnsweredRequest): void;
}

const header = (value: string | string[] | number | undefined) =>
  Array.isArray(value) ? value[0] : value === undefined ? undefined : String(value);

/** Counts a GET answered with a page, a twin, an llms file or a 404, once it is sent. */
function countWhenSent(req: IncomingMessage, res: ServerResponse, path: string, insights: ListenerInsights) {
  if (req.method !== 'GET') return;
  res.once('finish', () =>
    insights.answered({
      method: 'GET',
      path,
      status: res.statusCode,
      contentType: header(res.getHeader('content-type')) ?? '',
      userAgent: req.headers['user-agent'],
      referer: req.headers.referer,
      host: req.headers.host,
    }),
  );
}

/**
 * The request listener: client address, path check, `POST /api/feedback` and `POST /api/insights`,
 * and everything else to `fallback` (Next.js), counted for the insights once answered.
 */
export function siteListener(
  deps: FeedbackDeps,
  trusted: TrustedProxies,
  fallback: Listener,
  insights?: ListenerInsights,
): Listener {
  return (req, res) => {
    req.headers[clientAddressHeader] = clientAddress(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      trusted,
    );
    closeWhenBodyUnread(req, res);
    const refused = refusedPath(req.url);
    if (refused) return answerError(res, 'invalid_address', refused);
    const path = req.url?.split('?')[0] ?? '/';
    // Next.js renders a page for any method (a POST to /docs answered 200 after reading its body).
    if (!path.startsWith('/api/') && !pageMethods.has(req.method ?? 'GET')) {
      res.setHeader('Allow', 'GET, HEAD');
      return answerError(
        res,
        'method_not_allowed',
        `${req.method} is not allowed here: this address answers GET and HEAD.`,
      );
    }
    const beacon = insights && path === '/api/insights' && req.method === 'POST';
    if (req.method !== 'POST' || (path !== '/api/feedback' && !beacon)) {
      if (isNegotiablePath(path)) {
        varyOnAccept(res);
        announceTwinOnlyWhenFound(res);
      }
      if (insights) countWhenSent(req, res, path, insights);
      return fallback(req, res);
    }
    setSecurityHeaders(res, true);
    (beacon ? handleInsightEvent(toRequest(req), insights.deps) : handleFeedback(toRequest(req), deps))
      .then((response) => sendResponse(response, req, res))
      .catch((error: unknown) => {
        // A client that went away (or was timed out) mid-body has nobody to answer.
        if (req.destroyed || res.destroyed) return void res.destroy();
        console.error(`${beacon ? 'insights' : 'feedback'} request failed:`, error);
        if (res.headersSent) return void res.destroy();
        res.setHeader('Connection', 'close');
        answerError(res, 'invalid_body', 'The request could not be read.');
      });
  };
}

const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(resolve, ms, false).unref()),
  ]);

export interface RunningServer {
  server: Server;
  /**
   * Answers new requests 503 (`Connection: close`), lets requests in flight finish (at most
   * `shutdownTimeoutMs`, then closes what is left), closes the listener once no request has come for
   * 100 ms, delivers queued webhook events (same bound) and closes the feedback store and the shared
   * rate limits' connections.
   */
  shutdown(): Promise<void>;
}

/**
 * Creates the HTTP server with the time-outs and connection limits of `settings`, and the tracker of
 * its connections (server/http/connections.ts).
 */
export function createSiteServer(
  listener: Listener,
  settings: ServerSettings,
): { server: Server; traffic: ConnectionTracker } {
  const server = createServer(
    {
      requestTimeout: settings.requestTimeoutMs,
      headersTimeout: settings.headersTimeoutMs,
      // How often Node checks the two time-outs above (its default, 30 s, would double them).
      connectionsCheckingInterval: 1000,
    },
    listener,
  );
  // Short, as nginx's default: an idle connection held open is one a waiting client cannot have. A
  // proxy in front keeps its idle upstream connections for less (deploy/nginx.conf).
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  const traffic = trackConnections(server, settings.connections, settings.trustedProxies);
  return { server, traffic };
}

/**
 * Serves the build on `port` (by default `PORT`) with the settings the entry read and checked before
 * (server/settings.ts: `processSettings()`, the ones every route of this process sees).
 */
export async function startServer(all: Settings, port = all.server.port): Promise<RunningServer> {
  const settings = all.server;
  const hostname = settings.hostname;
  const app = next({ dev: false, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();
  const deps = feedbackDeps();
  const insights = insightsRuntime();
  const listener = siteListener(deps, settings.trustedProxies, (req, res) => void handle(req, res), {
    deps: insights.deps,
    answered: (request) =>
      recordInsights(fetchIncrements(request, { now: new Date(), localeOf: insights.deps.localeOf })),
  });
  let draining = false;
  const acceptedBeforeShutdown = new WeakSet<object>();
  const { server, traffic } = createSiteServer((req, res) => {
    if (!draining) return listener(req, res);
    // A connection the server had accepted before the signal is in flight: it is served, then closed.
    if (acceptedBeforeShutdown.has(req.socket)) {
      res.setHeader('Connection', 'close');
      return listener(req, res);
    }
    // A connection accepted after the signal: a quick, clean answer (a balancer retries elsewhere),
    // never a reset.
    answerError(
      res.setHeader('Connection', 'close').setHeader('Retry-After', '1'),
      'unavailable',
      'The server is shutting down; try again.',
    );
  }, settings);
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`Spanlight website on http://${hostname ?? 'localhost'}:${port}`);

  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      const started = Date.now();
      const deadline = started + settings.shutdownTimeoutMs;
      for (const socket of traffic.open) acceptedBeforeShutdown.add(socket);
      draining = true;
      console.log(`shutting down: ${traffic.active} request(s) in flight`);
      // Only connections that are idle between two requests close now. A connection accepted a moment
      // ago whose request has not been read yet is not idle (Node's closeIdleConnections would reset
      // it): its request is served.
      traffic.closeKeepAliveIdle();
      // The listener stays open until nothing has come for a moment and nothing is in flight: closing
      // it resets the connections still waiting in the kernel's accept queue, and closing the
      // connections cuts off requests still being answered.
      // Clients that keep opening connections (a balancer that has not noticed yet, a retry loop)
      // would keep it open for the whole time-out, each answered 503: after `listenerGraceMs` it
      // closes anyway, and they are refused, which a balancer takes as "try another instance".
      const listenUntil = started + Math.min(listenerGraceMs, settings.shutdownTimeoutMs);
      while (Date.now() < deadline) {
        await within(traffic.settled(), Math.max(0, Math.min(deadline, listenUntil) - Date.now()));
        if (Date.now() >= listenUntil) break;
        const quietFor = Date.now() - Math.max(traffic.lastActivityAt, started);
        if (traffic.active === 0 && quietFor >= quietMs) {
          // An event loop that was busy (rendering a social image, say) runs its timers before it
          // accepts the connections that queued in the kernel meanwhile, so "quiet" may only mean
          // "not looked yet": let it accept them first (setImmediate runs after that I/O phase), and
          // close only if none came. Closing with connections queued resets them.
          await new Promise((resolve) => setImmediate(resolve));
          if (traffic.active === 0 && Date.now() - Math.max(traffic.lastActivityAt, started) >= quietMs)
            break;
          continue;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(10, quietMs - quietFor)));
      }
      // Closing the listener resets the connections waiting in the kernel's accept queue. If clients
      // are still coming, close just after one is accepted (a retry loop's next one is then furthest
      // away), and in any case only after the event loop has accepted what queued meanwhile
      // (setImmediate runs after that I/O phase): under load, closing at a moment picked by the clock
      // alone reset a connection in about one shutdown in ten.
      if (Date.now() - traffic.lastActivityAt < quietMs)
        await once(server, 'connection', { signal: AbortSignal.timeout(quietMs) }).catch(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
      // Stops listening only: http.Server#close also closes "idle" connections (Node 19+), and one
      // accepted a moment ago whose request is not parsed yet counts as idle, so it would be reset.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      // What is in flight finishes first: requests accepted before the signal, and the 503s of
      // connections accepted just before the listener closed (their requests come a moment later,
      // later still on a loaded machine: a connection that has not sent its request yet is waited
      // for up to the silent grace, since closing it resets it).
      while (Date.now() < deadline) {
        await within(traffic.settled(), deadline - Date.now());
        const quietFor = Date.now() - traffic.lastActivityAt;
        if (traffic.active === 0 && traffic.awaitingRequest === 0 && quietFor >= quietMs) break;
        await new Promise((resolve) => setTimeout(resolve, Math.max(10, quietMs - quietFor)));
      }
      if (traffic.active > 0) {
        console.error(
          `shutdown: ${traffic.active} request(s) still running after the time-out; closing them`,
        );
      }
      server.closeAllConnections();
      await closed;
      const left = Math.max(1000, deadline - Date.now());
      // The insights counted so far go into the store before it closes.
      await within(insights.recorder.settled(), left);
      await shutdownFeedback(left);
      await closeRateLimits();
      await app.close().catch(() => undefined);
      console.log(`shut down in ${Date.now() - started} ms`);
    })());
  return { server, shutdown };
}

/** How long no request may have come before the listener closes at shutdown. */
const quietMs = 100;
/** The longest the listener stays open at shutdown, however many clients keep coming. */
const listenerGraceMs = 2000;
