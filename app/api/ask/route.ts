import { handleAsk } from '@/server/assistant/handler';
import { askDeps } from '@/server/assistant/runtime';

export async function POST(request: Request) {
  return handleAsk(request, askDeps());
}
