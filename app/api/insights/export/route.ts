import { handleExport } from '@/server/insights/dashboard';
import { dashboardDeps } from '@/server/insights/dashboard-runtime';

export async function GET(request: Request) {
  return handleExport(request, await dashboardDeps());
}
