import { configuredStoreKind, feedbackStore } from '@/server/feedback/open-store';
import { adminTokenThrottle } from '@/server/feedback/admin-token';
import { deepCheckCache, handleHealth } from '@/server/health';
import { processSettings } from '@/server/settings';

export const dynamic = 'force-dynamic';

const cache = deepCheckCache();
const throttle = adminTokenThrottle();

export function GET(request: Request) {
  const deep = new URL(request.url).searchParams.get('deep') === '1';
  const { adminToken } = processSettings().feedback;
  return handleHealth(
    request,
    { storeKind: configuredStoreKind(), store: feedbackStore, cache, adminToken, throttle },
    { deep },
  );
}
