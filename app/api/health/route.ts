import { configuredStoreKind, feedbackStore } from '@/server/feedback/open-store';
import { adminTokenThrottle, feedbackSettings } from '@/server/feedback/settings';
import { deepCheckCache, handleHealth } from '@/server/health';

export const dynamic = 'force-dynamic';

const { adminToken } = feedbackSettings();
const cache = deepCheckCache();
const throttle = adminTokenThrottle();

export function GET(request: Request) {
  const deep = new URL(request.url).searchParams.get('deep') === '1';
  return handleHealth(
    request,
    { storeKind: configuredStoreKind(), store: feedbackStore, cache, adminToken, throttle },
    { deep },
  );
}
