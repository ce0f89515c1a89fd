/** A JSON answer that no cache keeps: every API answer depends on the request or on stored state. */
export function jsonResponse(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}
