import { handleSummary } from '@/server/feedback/handler';
import { feedbackStore } from '@/server/feedback/open-store';
import { adminTokenThrottle } from '@/server/feedback/admin-token';
import { processSettings } from '@/server/settings';

export const dynamic = 'force-dynamic';

const throttle = adminTokenThrottle();

export function GET(request: Request) {
  const { adminToken } = processSettings().feedback;
  return handleSummary(request, { store: feedbackStore, adminToken, throttle });
}
