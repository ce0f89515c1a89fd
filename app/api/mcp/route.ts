import { handleMcp } from '@/server/mcp/handler';
import { mcpDeps } from '@/server/mcp/runtime';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return handleMcp(request, mcpDeps());
}

// Stateless: no event stream to open (GET) and no session to end (DELETE); both answer 405.
export async function GET(request: Request) {
  return handleMcp(request, mcpDeps());
}

export async function DELETE(request: Request) {
  return handleMcp(request, mcpDeps());
}
