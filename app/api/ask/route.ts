import { handleAsk } from '@/server/assistant/handler';
import { askDeps } from '@/server/assistant/runtime';
import { prepareSearch } from '@/server/search';

export async function POST(request: Request) {
  await prepareSearch();
  return handleAsk(request, askDeps());
}
