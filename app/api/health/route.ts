import { configuredStoreKind, feedbackStore } from '@/server/feedback/open-store';
import { handleHealth } from '@/server/health';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  const deep = new URL(request.url).searchParams.get('deep') === '1';
  return handleHealth({ storeKind: configuredStoreKind(), store: feedbackStore }, { deep });
}
