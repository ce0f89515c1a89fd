import { handleInsightEvent } from '@/server/insights/handler';
import { insightsRuntime } from '@/server/insights/runtime';

// In production the site's server (server/http-server.ts) answers this path itself, before Next.js
// routing; this route serves it under `next dev` and `next start`, with the same handler.
export async function POST(request: Request) {
  return handleInsightEvent(request, insightsRuntime().deps);
}
