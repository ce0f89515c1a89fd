import { describe, expect, it } from 'vitest';
import { validateFeedback } from './validation';

describe('validateFeedback', () => {
  it('accepts a vote and a vote with a trimmed comment', () => {
    expect(validateFeedback({ page: '/docs', feedback: 'positive' })).toEqual({
      ok: true,
      value: { page: '/docs', feedback: 'positive', comment: undefined },
    });
    expect(
      validateFeedback({ page: '/docs/x', feedback: 'negative', comment: '  Broken sample.  ' }),
    ).toEqual({
      ok: true,
      value: { page: '/docs/x', feedback: 'negative', comment: 'Broken sample.' },
    });
  });

  it('takes a vote on an Ask AI answer with the question it answered, and only then a question', () => {
    expect(
      validateFeedback({
        page: '/docs/ask-ai',
        feedback: 'negative',
        kind: 'answer',
        question: ' Rust SDK? ',
      }),
    ).toEqual({
      ok: true,
      value: {
        page: '/docs/ask-ai',
        feedback: 'negative',
        kind: 'answer',
        question: 'Rust SDK?',
        comment: undefined,
      },
    });
    expect(validateFeedback({ page: '/docs/ask-ai', feedback: 'negative', kind: 'answer' })).toEqual({
      ok: false,
      field: 'question',
      message: 'is required for a vote on an answer',
    });
    expect(validateFeedback({ page: '/docs', feedback: 'positive', question: 'Why?' })).toMatchObject({
      ok: false,
      field: 'question',
    });
    expect(validateFeedback({ page: '/docs', feedback: 'positive', kind: 'unanswered' })).toMatchObject({
      ok: false,
      field: 'kind',
    });
    expect(
      validateFeedback({
        page: '/docs/ask-ai',
        feedback: 'positive',
        kind: 'answer',
        question: 'x'.repeat(501),
      }),
    ).toMatchObject({ ok: false, field: 'question' });
  });

  it('treats a blank comment as no comment', () => {
    expect(validateFeedback({ page: '/', feedback: 'positive', comment: '   ' })).toMatchObject({
      ok: true,
      value: { comment: undefined },
    });
  });

  it('names the field of the first problem', () => {
    expect(validateFeedback({ page: 'docs', feedback: 'positive' })).toEqual({
      ok: false,
      field: 'page',
      message: 'must be a site path starting with /, without spaces, |, < or >',
    });
    expect(validateFeedback({ page: '//evil.example/x', feedback: 'positive' })).toMatchObject({
      ok: false,
      field: 'page',
    });
    expect(validateFeedback({ page: `/${'a'.repeat(512)}`, feedback: 'positive' })).toMatchObject({
      ok: false,
      field: 'page',
    });
    expect(validateFeedback({ page: '/docs', feedback: 'meh' })).toEqual({
      ok: false,
      field: 'feedback',
      message: 'must be "positive" or "negative"',
    });
    expect(validateFeedback({ page: '/docs' })).toMatchObject({ ok: false, field: 'feedback' });
    expect(
      validateFeedback({ page: '/docs', feedback: 'negative', comment: 'x'.repeat(2001) }),
    ).toMatchObject({ ok: false, field: 'comment' });
    expect(validateFeedback({ page: '/docs', feedback: 'negative', comment: 42 })).toMatchObject({
      ok: false,
      field: 'comment',
    });
  });

  it('counts the comment length after trimming', () => {
    expect(
      validateFeedback({ page: '/docs', feedback: 'negative', comment: ` ${'x'.repeat(2000)} ` }),
    ).toMatchObject({ ok: true });
  });

  it('rejects unknown fields and bodies that are not objects', () => {
    expect(validateFeedback({ page: '/docs', feedback: 'positive', rating: 5 })).toEqual({
      ok: false,
      field: 'rating',
      message: 'is not a known field',
    });
    for (const body of [null, [], 'text', 3]) {
      expect(validateFeedback(body)).toEqual({
        ok: false,
        field: undefined,
        message: 'must be a JSON object',
      });
    }
  });
});
