/**
 * Idempotency keys of votes (`Idempotency-Key`, as in the IETF draft of that name): the widget sends a
 * fresh random key with each vote, and the server stores a vote whose client already sent its key
 * only once, so a vote retried (by the browser, or by a proxy trying another instance after a time-out)
 * is counted once.
 */
export const idempotencyHeader = 'Idempotency-Key';

/** 16 to 64 letters, digits, `-` and `_`: a UUID, or any random token of 96 bits or more. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh key: a UUID where the browser has `crypto.randomUUID` (secure contexts), else 128 random bits. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
