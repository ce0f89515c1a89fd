import { handleSandbox } from '@/server/sandbox/handler';
import { sandboxDeps } from '@/server/sandbox/runtime';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => handleSandbox(request, sandboxDeps());
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
