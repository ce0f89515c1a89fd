import { z } from 'zod';
import { envInteger, parseEnv } from './env';
import { parseTrustedProxies, type TrustedProxies } from './client-address';
import type { ConnectionLimits } from './connections';

/**
 * How long a connection may stay silent (no complete request yet) before it may be closed to make
 * room at a connection limit: a browser sends its request within milliseconds of connecting.
 */
const silentGraceMs = 2000;

const settingsSchema = z.object({
  TRUSTED_PROXIES: z.string().optional(),
  SERVER_REQUEST_TIMEOUT_MS: envInteger(30_000, 1000),
  SERVER_HEADERS_TIMEOUT_MS: envInteger(10_000, 1000),
  SERVER_MAX_CONNECTIONS: envInteger(1024, 1),
  SERVER_MAX_CONNECTIONS_PER_CLIENT: envInteger(64, 1),
  SERVER_KEEP_ALIVE_TIMEOUT_MS: envInteger(5000, 100),
  SERVER_SHUTDOWN_TIMEOUT_MS: envInteger(10_000, 100),
});

export interface ServerSettings {
  trustedProxies: TrustedProxies;
  /** A request (headers and body) not received whole by then is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Headers not received whole by then close the connection. */
  headersTimeoutMs: number;
  /** Open connections in all, from one client, and how long a silent one is spared (connections.ts). */
  connections: ConnectionLimits;
  /** A kept-alive connection with no new request for this long is closed. */
  keepAliveTimeoutMs: number;
  /** On SIGTERM/SIGINT, requests in flight get this long to finish. */
  shutdownTimeoutMs: number;
}

/** The production server's settings from the environment; a bad value throws naming the variable. */
export function serverSettings(env: Record<string, string | undefined> = process.env): ServerSettings {
  const data = parseEnv(settingsSchema, env);
  return {
    trustedProxies: parseTrustedProxies(data.TRUSTED_PROXIES),
    requestTimeoutMs: data.SERVER_REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(data.SERVER_HEADERS_TIMEOUT_MS, data.SERVER_REQUEST_TIMEOUT_MS),
    connections: {
      max: data.SERVER_MAX_CONNECTIONS,
      perClient: Math.min(data.SERVER_MAX_CONNECTIONS_PER_CLIENT, data.SERVER_MAX_CONNECTIONS),
      silentGraceMs: silentGraceMs,
    },
    keepAliveTimeoutMs: data.SERVER_KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeoutMs: data.SERVER_SHUTDOWN_TIMEOUT_MS,
  };
}
