import { z } from 'zod';
import { envInteger, parseEnv } from './env';
import { parseTrustedProxies, type TrustedProxies } from './client-address';

const settingsSchema = z.object({
  TRUSTED_PROXIES: z.string().optional(),
  SERVER_REQUEST_TIMEOUT_MS: envInteger(30_000, 1000),
  SERVER_HEADERS_TIMEOUT_MS: envInteger(10_000, 1000),
  SERVER_MAX_CONNECTIONS: envInteger(1024),
  SERVER_SHUTDOWN_TIMEOUT_MS: envInteger(10_000, 100),
});

export interface ServerSettings {
  trustedProxies: TrustedProxies;
  /** A request (headers and body) not received whole by then is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Headers not received whole by then close the connection. */
  headersTimeoutMs: number;
  /** Open connections beyond this are refused. */
  maxConnections: number;
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
    maxConnections: data.SERVER_MAX_CONNECTIONS,
    shutdownTimeoutMs: data.SERVER_SHUTDOWN_TIMEOUT_MS,
  };
}
