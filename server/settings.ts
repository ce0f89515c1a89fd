import 'server-only';
import { join } from 'node:path';
import { z } from 'zod';
import { apiSandbox } from '@/config/api-sandbox';
import { issueReport, type ValidationIssue } from '@/config/issues';
import { siteConfig } from '@/config/site';
import { defaultKeysPerDay } from '@/lib/insights/counts';
import { parseTrustedProxies, type TrustedProxies } from './http/client-address';
import type { ConnectionLimits } from './http/connections';

/**
 * The environment variables the running server reads (README "Configuration"), read and checked in
 * one place, all at once: every bad variable is named in one error. The production server reads them
 * before it listens (scripts/server-entry.ts), so a bad value stops it at start with that message;
 * `next start` and `next dev` read them on first use. Feature modules take their slice through their
 * runtime (`processSettings().feedback`, …) and hand it to their handlers as dependencies; tests build
 * settings from an environment object of their own with `readSettings`.
 *
 * Build-time variables stay where the build reads them: the site configuration (`SPANLIGHT_*`,
 * config/site.ts), the third-party integrations (`NEXT_PUBLIC_*`, config/integrations.ts) and the
 * beacon's `INSIGHTS=off` (config/insights.ts, read again here for what the server counts).
 */

export type Env = Record<string, string | undefined>;

/** The shortest admin token accepted: 32 characters, 128 bits when hex (`openssl rand -hex 32` gives 64). */
export const adminTokenMinLength = 32;

/** A whole number of at least `min` (and at most `max`); unset or blank means `fallback`. */
function envInteger(fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = Number(value);
      if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(number) || number < min || number > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
        ctx.addIssue({ code: 'custom', message: `must be a whole number ${range}` });
        return z.NEVER;
      }
      return number;
    });
}

/** Optional text; blank means unset. */
const envText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

const httpUrl = (message: string) =>
  envText.refine((value) => value === undefined || /^https?:\/\/[^/\s]+/i.test(value), { message });

const adminToken = envText.refine((value) => value === undefined || value.length >= adminTokenMinLength, {
  message: `must be at least ${adminTokenMinLength} characters; generate one with \`openssl rand -hex 32\``,
});

/** `on` or `off` in any case, read as whether the feature is on; unset means on. */
const onOff = (message: string) =>
  envText
    .refine((value) => value === undefined || /^(on|off)$/i.test(value.trim()), { message })
    .transform((value) => value?.trim().toLowerCase() !== 'off');

/** The variables, by the part of the site that reads them (the slices of `Settings` below). */
const variables = {
  // The production server (server/http-server.ts, scripts/server-entry.ts).
  PORT: envInteger(3000, 1, 65_535),
  HOSTNAME: envText,
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^TRUSTED_PROXIES: /, '') });
        return z.NEVER;
      }
    }),
  SERVER_REQUEST_TIMEOUT_MS: envInteger(30_000, 1000),
  SERVER_HEADERS_TIMEOUT_MS: envInteger(10_000, 1000),
  SERVER_MAX_CONNECTIONS: envInteger(1024, 1),
  SERVER_MAX_CONNECTIONS_PER_CLIENT: envInteger(64, 1),
  SERVER_KEEP_ALIVE_TIMEOUT_MS: envInteger(5000, 100),
  SERVER_SHUTDOWN_TIMEOUT_MS: envInteger(10_000, 100),
  // The store of feedback, insights and (with PostgreSQL) the shared rate limits.
  DATABASE_URL: envText,
  FEEDBACK_DB_PATH: envText,
  // Page feedback (server/feedback), and the salt of every client key.
  FEEDBACK_RATE_LIMIT: envInteger(20),
  FEEDBACK_KEY_SALT: envText,
  FEEDBACK_ADMIN_TOKEN: adminToken,
  FEEDBACK_WEBHOOK_URL: httpUrl('must be an http(s) URL such as https://hooks.slack.com/services/…'),
  // Ask AI (server/assistant).
  ASSISTANT_API_URL: httpUrl(
    'must be the http(s) base URL of an OpenAI-compatible API, such as https://api.openai.com/v1',
  ).transform((value) => value?.replace(/\/+$/, '') || undefined),
  ASSISTANT_API_KEY: envText,
  ASSISTANT_MODEL: envText,
  ASSISTANT_RATE_LIMIT: envInteger(10),
  // The MCP server (server/mcp).
  MCP_RATE_LIMIT: envInteger(60),
  // Social images of titles no page has (server/og/strangers.ts).
  OG_RATE_LIMIT: envInteger(30),
  OG_RENDERS_PER_MINUTE: envInteger(120),
  // The API sandbox (server/sandbox).
  API_SANDBOX: onOff('must be on or off'),
  API_SANDBOX_RATE_LIMIT: envInteger(apiSandbox.rateLimit),
  // The 404 page's suggestions (server/not-found): a reader meets a 404 now and then, not every second.
  NOT_FOUND_RATE_LIMIT: envInteger(120),
  // The insights (server/insights).
  INSIGHTS: onOff('must be "on" or "off"'),
  INSIGHTS_RATE_LIMIT: envInteger(120),
  INSIGHTS_KEYS_PER_DAY: envInteger(defaultKeysPerDay),
  INSIGHTS_RETENTION_DAYS: envInteger(400),
  INSIGHTS_TOKEN: adminToken,
};

const schema = z.object(variables);

/** Every variable the running server reads, in the order of the README's table. */
export const settingsVariables = Object.keys(variables) as (keyof typeof variables)[];

/** Problems no single variable shows: one that requires another. */
function crossIssues(env: Env): ValidationIssue[] {
  if (env.ASSISTANT_API_URL?.trim() && !env.ASSISTANT_MODEL)
    return [{ path: ['ASSISTANT_MODEL'], message: 'must name the model when ASSISTANT_API_URL is set' }];
  return [];
}

/**
 * How long a connection may stay silent (no complete request yet) before it may be closed to make
 * room at a connection limit: a browser sends its request within milliseconds of connecting.
 */
const silentGraceMs = 2000;

export interface ServerSettings {
  /** `PORT` (the `-p` flag wins) and `HOSTNAME`, the interface (all when unset). */
  port: number;
  hostname: string | undefined;
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

export interface StoreSettings {
  /** PostgreSQL for the store and the shared rate limits; unset: SQLite and in-memory limits. */
  databaseUrl: string | undefined;
  /** The SQLite file when there is no `databaseUrl`. */
  sqlitePath: string;
}

export interface FeedbackSettings {
  /** Votes per client and minute. */
  rateLimit: number;
  /** The bearer token of the summary and the deep health check; unset: nobody has access. */
  adminToken: string | undefined;
  /** Where each stored vote is forwarded; unset: no forwarding (and no outbox rows). */
  webhookUrl: string | undefined;
}

/** The model endpoint the assistant may use; none means answers come from the docs alone. */
export interface ModelEndpoint {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface AssistantSettings {
  model: ModelEndpoint | undefined;
  /** Questions per client and minute (Ask AI and the MCP `ask` tool together). */
  rateLimit: number;
}

export interface InsightsSettings {
  /** False with `INSIGHTS=off`: nothing is collected and the dashboard says so. */
  enabled: boolean;
  /** Beacon requests per client and minute. */
  rateLimit: number;
  /** Distinct free-text keys kept per day, metric and locale. */
  keysPerDay: number;
  /** Days of rollups kept; older days are pruned. */
  retentionDays: number;
  /** The dashboard's sign-in token: `INSIGHTS_TOKEN`, else `FEEDBACK_ADMIN_TOKEN`. */
  token: string | undefined;
}

/** The server's settings, one slice per part of the site. */
export interface Settings {
  server: ServerSettings;
  store: StoreSettings;
  /**
   * The salt of every client key of the site (feedback rows and every rate limit): `FEEDBACK_KEY_SALT`,
   * else the site's name. One salt everywhere, so one client is one key to every limit and instance.
   */
  clientKeySalt: string;
  feedback: FeedbackSettings;
  assistant: AssistantSettings;
  /** Requests to `/api/mcp` per client and minute. */
  mcp: { rateLimit: number };
  /** Stranger social images drawn per client, and per process, a minute. */
  og: { rateLimit: number; rendersPerMinute: number };
  /** `enabled` is false with `API_SANDBOX=off` (every sandbox address answers 404). */
  sandbox: { enabled: boolean; rateLimit: number };
  /** 404 page suggestion lookups per client and minute. */
  notFound: { rateLimit: number };
  insights: InsightsSettings;
}

/** Thrown when variables are wrong; the message names every one of them, a line each. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** Reads and checks every variable of `env` at once; throws `SettingsError` naming each bad one. */
export function readSettings(env: Env): Settings {
  const result = schema.safeParse(env);
  const issues: ValidationIssue[] = [...(result.error?.issues ?? []), ...crossIssues(env)];
  if (!result.success || issues.length > 0)
    throw new SettingsError(issueReport('Invalid environment variables', issues));
  const data = result.data;
  return {
    server: {
      port: data.PORT,
      hostname: data.HOSTNAME,
      trustedProxies: data.TRUSTED_PROXIES,
      requestTimeoutMs: data.SERVER_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(data.SERVER_HEADERS_TIMEOUT_MS, data.SERVER_REQUEST_TIMEOUT_MS),
      connections: {
        max: data.SERVER_MAX_CONNECTIONS,
        perClient: Math.min(data.SERVER_MAX_CONNECTIONS_PER_CLIENT, data.SERVER_MAX_CONNECTIONS),
        silentGraceMs,
      },
      keepAliveTimeoutMs: data.SERVER_KEEP_ALIVE_TIMEOUT_MS,
      shutdownTimeoutMs: data.SERVER_SHUTDOWN_TIMEOUT_MS,
    },
    store: {
      databaseUrl: data.DATABASE_URL,
      sqlitePath: data.FEEDBACK_DB_PATH ?? join(process.cwd(), 'data', 'feedback.sqlite'),
    },
    clientKeySalt: data.FEEDBACK_KEY_SALT ?? siteConfig.name,
    feedback: {
      rateLimit: data.FEEDBACK_RATE_LIMIT,
      adminToken: data.FEEDBACK_ADMIN_TOKEN,
      webhookUrl: data.FEEDBACK_WEBHOOK_URL,
    },
    assistant: {
      model:
        data.ASSISTANT_API_URL && data.ASSISTANT_MODEL
          ? { baseUrl: data.ASSISTANT_API_URL, apiKey: data.ASSISTANT_API_KEY, model: data.ASSISTANT_MODEL }
          : undefined,
      rateLimit: data.ASSISTANT_RATE_LIMIT,
    },
    mcp: { rateLimit: data.MCP_RATE_LIMIT },
    og: { rateLimit: data.OG_RATE_LIMIT, rendersPerMinute: data.OG_RENDERS_PER_MINUTE },
    sandbox: {
      enabled: data.API_SANDBOX,
      rateLimit: data.API_SANDBOX_RATE_LIMIT,
    },
    notFound: { rateLimit: data.NOT_FOUND_RATE_LIMIT },
    insights: {
      enabled: data.INSIGHTS,
      rateLimit: data.INSIGHTS_RATE_LIMIT,
      keysPerDay: data.INSIGHTS_KEYS_PER_DAY,
      retentionDays: data.INSIGHTS_RETENTION_DAYS,
      token: data.INSIGHTS_TOKEN ?? data.FEEDBACK_ADMIN_TOKEN,
    },
  };
}

/**
 * One copy per process, whichever bundle asks: the production server and each Next.js route bundle
 * load this module separately, and all of them must see the settings the server checked at start.
 */
const slot = Symbol.for('spanlight.settings');

/**
 * The process's settings, read from `process.env` once: at start by the production server, on first
 * use under `next start` or `next dev`. Throws `SettingsError` when a variable is wrong.
 */
export function processSettings(): Settings {
  const holder = globalThis as { [slot]?: Settings };
  return (holder[slot] ??= readSettings(process.env));
}
