'use client';

import { usePathname } from 'next/navigation';
import Link from 'next/link';
import clsx from 'clsx';
import { useReducer } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { ModalDialog } from '@/components/ui/modal-dialog.client';
import { showsFeedbackFooter } from '@/lib/feedback/footer';
import {
  canSubmit,
  dialogOpen,
  initialWidgetState,
  votingDisabled,
  widgetReducer,
  type FeedbackValue,
} from '@/lib/feedback/widget';
import { withoutLocale } from '@/lib/i18n/paths';
import { idempotencyHeader, newIdempotencyKey } from '@/lib/feedback/idempotency';
import { inputVariants } from '@/components/ui/input-variants';

export interface FeedbackLabels {
  question: string;
  yes: string;
  no: string;
  support: string;
  positivePrompt: string;
  negativePrompt: string;
  positivePlaceholder: string;
  negativePlaceholder: string;
  send: string;
  thanks: string;
  done: string;
  close: string;
}

async function send(body: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch('/api/feedback', {
      method: 'POST',
      // A fresh key per vote: a retry of this request (by the browser or a proxy) is stored once.
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: newIdempotencyKey() },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** "Was this page helpful?" and the Support button, on every page but those lib/feedback/footer.ts leaves out. */
export function FeedbackWidget({ labels, locales }: { labels: FeedbackLabels; locales: readonly string[] }) {
  const pathname = usePathname();
  const page = withoutLocale(pathname, locales);
  const [state, dispatch] = useReducer(widgetReducer, initialWidgetState);
  const open = dialogOpen(state);

  if (!showsFeedbackFooter(page)) return null;

  const choose = async (choice: FeedbackValue) => {
    dispatch({ type: 'choose', choice });
    dispatch({ type: (await send({ page: pathname, feedback: choice })) ? 'voteSent' : 'voteFailed' });
  };

  const choice = state.phase === 'idle' ? null : state.choice;
  const comment = 'comment' in state ? state.comment : '';

  return (
    <section aria-labelledby="feedback-question" className="feedback-strip border-t border-border">
      <div className="mx-auto flex max-w-[90rem] flex-wrap items-center justify-between gap-4 px-4 py-6">
        <div className="flex items-center gap-3">
          <h2 id="feedback-question" className="text-sm font-medium">
            {labels.question}
          </h2>
          {(['positive', 'negative'] as const).map((value) => (
            <button
              key={value}
              type="button"
              disabled={votingDisabled(state)}
              aria-pressed={choice === value}
              onClick={() => void choose(value)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {value === 'positive' ? labels.yes : labels.no}
            </button>
          ))}
        </div>
        <Link href="/support" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {labels.support}
        </Link>
      </div>
      <ModalDialog
        open={open}
        onClose={() => dispatch({ type: 'close' })}
        aria-labelledby="feedback-dialog-title"
        width="md"
        // A stray click beside the form must not throw away a comment being written.
        closeOnOutsideClick={false}
      >
        {state.phase === 'submitted' ? (
          <div className="p-6">
            <h2 id="feedback-dialog-title" className="text-lg font-semibold">
              {labels.thanks}
            </h2>
            <button
              type="button"
              onClick={() => dispatch({ type: 'close' })}
              className={clsx(buttonVariants(), 'mt-5')}
            >
              {labels.done}
            </button>
          </div>
        ) : (
          <form
            className="p-6"
            onSubmit={async (event) => {
              event.preventDefault();
              if (state.phase !== 'open' || !canSubmit(state)) return;
              dispatch({ type: 'submit' });
              const ok = await send({ page: pathname, feedback: state.choice, comment: state.comment });
              dispatch({ type: ok ? 'commentSent' : 'commentFailed' });
            }}
          >
            <h2 id="feedback-dialog-title" className="text-lg font-semibold">
              {labels.question}{' '}
              <span className="text-muted">{choice === 'positive' ? labels.yes : labels.no}</span>
            </h2>
            <label htmlFor="feedback-comment" className="mt-3 block text-sm">
              {choice === 'positive' ? labels.positivePrompt : labels.negativePrompt}
            </label>
            <textarea
              id="feedback-comment"
              value={comment}
              maxLength={2000}
              rows={4}
              placeholder={choice === 'positive' ? labels.positivePlaceholder : labels.negativePlaceholder}
              onChange={(event) => dispatch({ type: 'edit', comment: event.target.value })}
              className={inputVariants({ size: 'area', className: 'mt-2 w-full' })}
            />
            <div className="mt-4 flex justify-end gap-2">
              <button
                type="button"
                onClick={() => dispatch({ type: 'close' })}
                className={buttonVariants({ variant: 'outline' })}
              >
                {labels.close}
              </button>
              <button type="submit" disabled={!canSubmit(state)} className={buttonVariants()}>
                {labels.send}
              </button>
            </div>
          </form>
        )}
      </ModalDialog>
    </section>
  );
}
