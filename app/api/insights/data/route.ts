import { handleData } from '@/server/insights/dashboard';
import { dashboardDeps } from '@/server/insights/dashboard-runtime';

export async function GET(request: Request) {
  return handleData(request, await dashboardDeps());
}
