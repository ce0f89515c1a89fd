import { llmsTxt, textResponse } from '@/server/llms';

export const dynamic = 'force-static';

export function GET() {
  return textResponse(llmsTxt());
}
