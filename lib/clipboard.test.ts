import { describe, expect, it } from 'vitest';
import { copyFailureMessage } from './clipboard';

describe('copyFailureMessage', () => {
  it('reports refused clipboard access', () => {
    expect(copyFailureMessage(new DOMException('denied', 'NotAllowedError'))).toBe(
      'Access to clipboard rejected!',
    );
    expect(copyFailureMessage(new DOMException('insecure', 'SecurityError'))).toBe(
      'Access to clipboard rejected!',
    );
  });
  it('reports any other failure as a failed copy', () => {
    expect(copyFailureMessage(new TypeError('clipboard is undefined'))).toBe('Failed to copy!');
    expect(copyFailureMessage('weird')).toBe('Failed to copy!');
    expect(copyFailureMessage(null)).toBe('Failed to copy!');
  });
});
