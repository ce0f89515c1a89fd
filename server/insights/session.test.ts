import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csrfMatches,
  csrfToken,
  newSession,
  sessionFrom,
  sessionSeconds,
  sessionSetCookie,
  tokenMatches,
  validSession,
} from './session';

const token = 'a'.repeat(40);

describe('the insights session', () => {
  it('is valid with the token it was signed with, until it expires', () => {
    const now = Date.UTC(2026, 10, 20);
    const session = newSession(token, now);
    expect(validSession(session, token, now)).toBe(true);
    expect(validSession(session, token, now + (sessionSeconds - 1) * 1000)).toBe(true);
    expect(validSession(session, token, now + sessionSeconds * 1000)).toBe(false);
    // A new token ends every session.
    expect(validSession(session, 'b'.repeat(40), now)).toBe(false);
    expect(validSession(session, undefined, now)).toBe(false);
  });

  it('refuses any value it did not sign, also one with a later expiry', () => {
    const session = newSession(token);
    const [v, expires, nonce, signature] = session.split('.');
    expect(validSession(`${v}.${Number(expires) + 1000}.${nonce}.${signature}`, token)).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (value) => {
        expect(validSession(value, token)).toBe(false);
      }),
    );
  });

  it('gives each session its own CSRF token', () => {
    const one = newSession(token);
    const two = newSession(token);
    expect(csrfMatches(csrfToken(one, token), one, token)).toBe(true);
    expect(csrfMatches(csrfToken(two, token), one, token)).toBe(false);
    expect(csrfMatches(undefined, one, token)).toBe(false);
  });

  it('sets an httpOnly, Secure, SameSite=Strict cookie, and reads it back', () => {
    const session = newSession(token);
    const header = sessionSetCookie(session);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(sessionSetCookie(undefined)).toMatch(/Max-Age=0/);
    expect(sessionFrom(`theme=dark; ${header.split(';')[0]}; x=1`)).toBe(session);
    expect(sessionFrom('theme=dark')).toBeUndefined();
  });

  it('compares tokens whatever their lengths', () => {
    expect(tokenMatches(token, token)).toBe(true);
    expect(tokenMatches(`${token}x`, token)).toBe(false);
    expect(tokenMatches('', token)).toBe(false);
  });
});
