import { describe, expect, it } from 'vitest';
import { mcpSettings } from './settings';

describe('mcpSettings', () => {
  it('allows 60 requests per client and minute unless MCP_RATE_LIMIT says otherwise', () => {
    expect(mcpSettings({}).rateLimit).toBe(60);
    expect(mcpSettings({ MCP_RATE_LIMIT: '' }).rateLimit).toBe(60);
    expect(mcpSettings({ MCP_RATE_LIMIT: ' 300 ' }).rateLimit).toBe(300);
  });

  it('refuses a value that is not a whole number of at least 1, naming the variable', () => {
    for (const value of ['0', '-5', '1.5', 'lots', '1e3'])
      expect(() => mcpSettings({ MCP_RATE_LIMIT: value }), value).toThrow(
        'MCP_RATE_LIMIT: must be a whole number of at least 1',
      );
  });
});
