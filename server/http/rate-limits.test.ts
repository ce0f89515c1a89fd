import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { closeRateLimits, configuredRateLimiter } = await import('./rate-limits');

afterEach(() => closeRateLimits());

describe('configuredRateLimiter', () => {
  it('gives every caller in the process the same limiter of a name: one budget however a client asks', async () => {
    // The Ask AI route and the MCP server's ask tool each ask for the `ask` limiter.
    const fromAskRoute = configuredRateLimiter('ask', 2, undefined);
    const fromMcpTool = configuredRateLimiter('ask', 2, undefined);
    expect(fromMcpTool).toBe(fromAskRoute);
    const now = 1_800_000_000_000;
    expect((await fromAskRoute.hit('client', now)).allowed).toBe(true);
    expect((await fromMcpTool.hit('client', now)).allowed).toBe(true);
    expect((await fromMcpTool.hit('client', now)).allowed).toBe(false);
    expect((await fromAskRoute.hit('client', now)).allowed).toBe(false);
    // Another name counts apart.
    expect((await configuredRateLimiter('mcp', 2, undefined).hit('client', now)).allowed).toBe(true);
  });
});
