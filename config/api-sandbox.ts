/**
 * The sandbox API the site serves at /api/sandbox (server/sandbox): a stand-in for the public API that
 * checks requests against content/openapi.yml and answers from its examples, so every operation can
 * be tried without an account. Its keys are published on purpose: they open nothing but the sandbox.
 */
export const apiSandbox = {
  /** Where the sandbox answers, in place of a server's `/api/public`. */
  basePath: '/api/sandbox',
  /** The demo key pair (HTTP Basic: public key as username, secret key as password). */
  publicKey: 'pk-sl-sandbox',
  secretKey: 'sk-sl-sandbox',
  /** The largest request body read, in bytes (the real API takes up to 3.5 MB). */
  maxBodyBytes: 64 * 1024,
  /** Requests per client and minute, unless `API_SANDBOX_RATE_LIMIT` says otherwise. */
  rateLimit: 120,
} as const;
