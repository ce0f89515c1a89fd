import { feedResponse } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return feedResponse('blog', 'rss');
}
