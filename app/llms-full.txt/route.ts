import { llmsFullTxt, textResponse } from '@/server/llms';

export const dynamic = 'force-static';

export async function GET() {
  return textResponse(await llmsFullTxt());
}
