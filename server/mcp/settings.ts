import { z } from 'zod';
import { envInteger, parseEnv } from '@/server/http/env';

const settingsSchema = z.object({
  MCP_RATE_LIMIT: envInteger(60),
});

export interface McpSettings {
  /** Requests to `/api/mcp` per client and minute. */
  rateLimit: number;
}

/** Reads the MCP server's settings from the environment; a bad value throws naming the variable. */
export function mcpSettings(env: Record<string, string | undefined> = process.env): McpSettings {
  return { rateLimit: parseEnv(settingsSchema, env).MCP_RATE_LIMIT };
}
