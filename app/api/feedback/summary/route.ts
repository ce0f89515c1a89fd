import { handleSummary } from '@/server/feedback/handler';
import { feedbackStore } from '@/server/feedback/open-store';
import { adminTokenThrottle, feedbackSettings } from '@/server/feedback/settings';

export const dynamic = 'force-dynamic';

const { adminToken } = feedbackSettings();
const throttle = adminTokenThrottle();

export function GET(request: Request) {
  return handleSummary(request, { store: feedbackStore, adminToken, throttle });
}
