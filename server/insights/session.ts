import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The dashboard's sign-in: the owner gives the token once and gets a session cookie — httpOnly (no
 * script reads it), Secure (only over HTTPS; browsers allow it on localhost), SameSite=Strict (no
 * other site's page sends it) — signed with a key derived from the token, so changing the token
 * ends every session. Nothing is stored on the server. Forms that change something (sign-out) carry
 * a CSRF token derived from the session, and every POST must come from the site itself.
 */

export const sessionCookie = 'spanlight_insights';
/** How long a session lasts. */
export const sessionSeconds = 12 * 60 * 60;

const keyOf = (token: string) =>
  createHash('sha256').update(`spanlight insights session\u0000${token}`).digest();
const sign = (token: string, text: string) =>
  createHmac('sha256', keyOf(token)).update(text).digest('base64url');

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the token given at sign-in is the configured one (compared in constant time). */
export const tokenMatches = (given: string, token: string) =>
  equal(createHash('sha256').update(given).digest('hex'), createHash('sha256').update(token).digest('hex'));

/** A new session's cookie value: `v1.<expires>.<nonce>.<signature>`. */
export function newSession(token: string, now = Date.now()): string {
  const body = `v1.${Math.floor(now / 1000) + sessionSeconds}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${sign(token, body)}`;
}

/** Whether a cookie value is a session signed with this token and not expired. */
export function validSession(
  value: string | undefined,
  token: string | undefined,
  now = Date.now(),
): boolean {
  if (!value || !token || value.length > 200) return false;
  const parts = value.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1' || !/^\d{1,12}$/.test(parts[1]!)) return false;
  const body = parts.slice(0, 3).join('.');
  return equal(parts[3]!, sign(token, body)) && Number(parts[1]) * 1000 > now;
}

/** The CSRF token of a session, for its forms. */
export const csrfToken = (session: string, token: string) => sign(token, `csrf\u0000${session}`);

/** Whether a form's CSRF token belongs to the session. */
export const csrfMatches = (given: string | undefined, session: string, token: string) =>
  typeof given === 'string' && equal(given, csrfToken(session, token));

/** The `Set-Cookie` of a new session, or of its end (`value` undefined). */
export function sessionSetCookie(value: string | undefined): string {
  const attributes = ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict'];
  return value === undefined
    ? [`${sessionCookie}=`, 'Max-Age=0', ...attributes].join('; ')
    : [`${sessionCookie}=${value}`, `Max-Age=${sessionSeconds}`, ...attributes].join('; ');
}

/** The session cookie's value in a `Cookie` header. */
export function sessionFrom(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.slice(0, 8192).split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === sessionCookie) return rest.join('=');
  }
  return undefined;
}
