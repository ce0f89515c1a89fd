import { handleSignIn } from '@/server/insights/dashboard';
import { dashboardDeps } from '@/server/insights/dashboard-runtime';

export async function POST(request: Request) {
  return handleSignIn(request, await dashboardDeps());
}
