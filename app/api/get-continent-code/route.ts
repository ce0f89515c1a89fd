import { continentFromHeaders } from '@/lib/region/continents';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/get-continent-code`: `{"continentCode": "EU"}`, or null when unknown, from the
 * continent or country headers the host or CDN sets. Never an error status; never cached across
 * visitors.
 */
export function GET(request: Request) {
  let continentCode = null;
  try {
    continentCode = continentFromHeaders(request.headers);
  } catch {
    // An unreadable header means an unknown continent, not an error.
  }
  return Response.json({ continentCode }, { headers: { 'Cache-Control': 'private, no-store' } });
}
