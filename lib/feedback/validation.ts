import { z } from 'zod';
import { fieldPath } from '@/config/issues';
import { maxQuestionLength } from '@/lib/assistant/wire';
import { unsafeCharacter } from '@/lib/unsafe-characters';

/** Limits of `POST /api/feedback`. */
export const feedbackLimits = { pageLength: 512, commentLength: 2000, bodyBytes: 8 * 1024 } as const;

export const feedbackSchema = z
  .strictObject({
    /** A site path: starts with `/`, no scheme or host, at most 512 characters. */
    page: z
      .string({ error: 'must be a string' })
      .max(feedbackLimits.pageLength, `must be at most ${feedbackLimits.pageLength} characters`)
      .regex(/^\/(?!\/)[^\s\\|<>]*$/, 'must be a site path starting with /, without spaces, |, < or >')
      .superRefine((value, ctx) => {
        const bad = unsafeCharacter(value);
        if (bad) ctx.addIssue({ code: 'custom', message: `must not contain the control character ${bad}` });
      }),
    feedback: z.enum(['positive', 'negative'], { error: 'must be "positive" or "negative"' }),
    comment: z
      .string({ error: 'must be a string' })
      .trim()
      .max(feedbackLimits.commentLength, `must be at most ${feedbackLimits.commentLength} characters`)
      .superRefine((value, ctx) => {
        const bad = unsafeCharacter(value, { multiline: true });
        if (bad) ctx.addIssue({ code: 'custom', message: `must not contain the control character ${bad}` });
      })
      .optional(),
    /** `answer`: a vote on an Ask AI answer, which names its `question`. Default `page`. */
    kind: z.enum(['page', 'answer'], { error: 'must be "page" or "answer"' }).optional(),
    question: z
      .string({ error: 'must be a string' })
      .trim()
      .min(1, 'must not be empty')
      .max(maxQuestionLength, `must be at most ${maxQuestionLength} characters`)
      .superRefine((value, ctx) => {
        const bad = unsafeCharacter(value, { multiline: true });
        if (bad) ctx.addIssue({ code: 'custom', message: `must not contain the control character ${bad}` });
      })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'answer' && value.question === undefined)
      ctx.addIssue({ code: 'custom', path: ['question'], message: 'is required for a vote on an answer' });
    if (value.kind !== 'answer' && value.question !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['question'],
        message: 'is only for a vote on an answer (kind "answer")',
      });
  });

export type FeedbackInput = z.infer<typeof feedbackSchema>;

export type ValidationResult =
  | { ok: true; value: FeedbackInput }
  /** `field` is undefined when the body itself is wrong (not a JSON object). */
  | { ok: false; field: string | undefined; message: string };

/** Validates a parsed JSON body; the first problem names its field (config/issues.ts `fieldPath`). */
export function validateFeedback(body: unknown): ValidationResult {
  const result = feedbackSchema.safeParse(body);
  if (result.success)
    return { ok: true, value: { ...result.data, comment: result.data.comment || undefined } };
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys')
    return { ok: false, field: issue.keys[0] ?? 'body', message: 'is not a known field' };
  if (issue.path.length === 0) return { ok: false, field: undefined, message: 'must be a JSON object' };
  return { ok: false, field: fieldPath(issue.path), message: issue.message };
}
