import { handleSummary } from '@/server/feedback/handler';
import { feedbackStore } from '@/server/feedback/open-store';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleSummary(request, { store: feedbackStore, adminToken: process.env.FEEDBACK_ADMIN_TOKEN });
}
