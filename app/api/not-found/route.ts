import { handleNotFoundSuggestions } from '@/server/not-found/handler';
import { notFoundDeps } from '@/server/not-found/runtime';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => handleNotFoundSuggestions(request, notFoundDeps());
