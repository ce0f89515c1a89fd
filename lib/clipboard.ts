/** Console messages of the code block copy button. */
export const clipboardRejected = 'Access to clipboard rejected!';
export const copyFailed = 'Failed to copy!';

/** Which message a failed clipboard write logs: refused permission, or anything else. */
export function copyFailureMessage(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? clipboardRejected : copyFailed;
}

/** How long the copied confirmation shows, in ms. */
export const copyConfirmationMs = 2000;
