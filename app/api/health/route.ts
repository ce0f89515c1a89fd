import { feedbackStore } from '@/server/feedback/open-store';
import { handleHealth } from '@/server/health';

export const dynamic = 'force-dynamic';

export function GET() {
  return handleHealth({ store: feedbackStore });
}
