'use client';

import { lazy, Suspense, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { ThumbIcon } from '@/components/ui/icons';
import {
  conversationReducer,
  emptyConversation,
  historyOf,
  isBusy,
  type ConversationAction,
  type ConversationTurn,
  type Vote,
} from '@/lib/assistant/conversation';
import { readAnswer } from '@/lib/assistant/read-stream';
import { copyConfirmationMs } from '@/lib/clipboard';
import { openChat } from '@/lib/third-party/chat';
import { idempotencyHeader, newIdempotencyKey } from '@/lib/feedback/idempotency';
import { inputVariants } from '@/components/ui/input-variants';

export interface AskAiLabels {
  intro: string;
  examples: string;
  exampleQuestions: string[];
  label: string;
  submit: string;
  thinking: string;
  writing: string;
  failed: string;
  sources: string;
  source: string;
  disclaimer: string;
  disclaimerTooltip: string;
  /** The badge of an answer quoted from the docs without a model, and what it means. */
  excerpts: string;
  excerptsNote: string;
  copyLink: string;
  linkCopied: string;
  contactSupport: string;
  helpful: string;
  voteUp: string;
  voteDown: string;
  voteThanks: string;
  voteFailed: string;
  followUpPlaceholder: string;
  newConversation: string;
  copyCode: string;
  codeCopied: string;
  wrapLines: string;
}

export interface AskAiProps {
  locale: string;
  labels: AskAiLabels;
  /** The support page in the reader's language. */
  supportHref: string;
  /** The configured live-chat script: Contact Support opens the chat instead of the support page. */
  chatScriptUrl: string | null;
  maxLength: number;
}

// The Markdown renderer comes with the first answer (or the first sign of a question), not with the page.
const loadMarkdown = () => import('./answer-markdown.client');
const AnswerMarkdown = lazy(loadMarkdown);

/**
 * The assistant: an intro, example questions, a question box, and a conversation of answers, each
 * streamed in as Markdown and then shown final with its numbered sources, a vote, a share link and
 * Contact Support. Follow-up questions carry the last turns along. `?q=` in the address asks on
 * load, so a share link reopens the same question.
 */
export function AskAi({ locale, labels, supportHref, chatScriptUrl, maxLength }: AskAiProps) {
  const [question, setQuestion] = useState('');
  const [conversation, dispatchToState] = useReducer(conversationReducer, emptyConversation);
  // The same state, up to date between renders (events and the stream read it; the reducer is pure,
  // so applying each action here and in React gives the same conversation).
  const conversationRef = useRef(emptyConversation);
  const dispatch = (action: ConversationAction) => {
    conversationRef.current = conversationReducer(conversationRef.current, action);
    dispatchToState(action);
  };
  const controller = useRef<AbortController | null>(null);
  const id = useId();
  const answerRefs = useRef(new Map<number, HTMLElement>());
  const focusOnDone = useRef<number | null>(null);
  const busy = isBusy(conversation);

  async function ask(text: string) {
    const trimmed = text.trim();
    if (!trimmed || isBusy(conversationRef.current)) return;
    void loadMarkdown();
    const history = historyOf(conversationRef.current);
    const turnId = conversationRef.current.nextId;
    dispatch({ type: 'ask', question: trimmed });
    setQuestion('');
    focusOnDone.current = turnId;
    const url = new URL(window.location.href);
    url.searchParams.set('q', trimmed);
    window.history.replaceState(null, '', url);
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    try {
      const response = await fetch('/api/ask', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({ question: trimmed, locale, ...(history.length ? { history } : {}) }),
        signal: abort.signal,
      });
      const answer = await readAnswer(response, (delta) =>
        dispatch({ type: 'delta', id: turnId, text: delta }),
      );
      dispatch({ type: 'done', id: turnId, answer });
    } catch {
      if (!abort.signal.aborted) dispatch({ type: 'failed', id: turnId });
    }
  }

  function startOver() {
    controller.current?.abort();
    dispatch({ type: 'reset' });
    const url = new URL(window.location.href);
    url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  }

  async function vote(turn: ConversationTurn, value: Vote) {
    dispatch({ type: 'vote', id: turn.id, value });
    try {
      const response = await fetch('/api/feedback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [idempotencyHeader]: newIdempotencyKey() },
        body: JSON.stringify({
          page: window.location.pathname,
          feedback: value,
          kind: 'answer',
          question: turn.question,
        }),
      });
      dispatch({ type: 'voted', id: turn.id, ok: response.ok });
    } catch {
      dispatch({ type: 'voted', id: turn.id, ok: false });
    }
  }

  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get('q');
    if (shared) void ask(shared.slice(0, maxLength));
    return () => controller.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on load
  }, []);

  // A finished answer takes the focus, so screen readers read it and the keyboard continues from it.
  useEffect(() => {
    const waiting = focusOnDone.current;
    const turn = conversation.turns.find((candidate) => candidate.id === waiting);
    if (!turn || turn.status !== 'answered') return;
    focusOnDone.current = null;
    answerRefs.current.get(turn.id)?.focus();
  }, [conversation]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void ask(question);
  }

  const support = (
    <SupportLink href={supportHref} chatScriptUrl={chatScriptUrl} label={labels.contactSupport} />
  );
  const started = conversation.turns.length > 0;

  return (
    <div className="not-prose space-y-6">
      {started ? null : (
        <>
          <p className="text-base">{labels.intro}</p>
          <section aria-label={labels.examples}>
            <h2 className="mb-2 text-sm font-semibold text-muted">{labels.examples}</h2>
            <ul className="flex list-none flex-wrap gap-2 p-0">
              {labels.exampleQuestions.map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    onClick={() => void ask(example)}
                    onPointerEnter={() => void loadMarkdown()}
                    className={buttonVariants({ variant: 'outline', size: 'chip' })}
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      {conversation.turns.map((turn) => (
        <TurnView
          key={turn.id}
          turn={turn}
          idPrefix={`${id}-${turn.id}`}
          labels={labels}
          support={support}
          onVote={(value) => void vote(turn, value)}
          register={(element) => {
            if (element) answerRefs.current.set(turn.id, element);
            else answerRefs.current.delete(turn.id);
          }}
        />
      ))}
      <div aria-live="polite" className="sr-only">
        {busy ? labels.thinking : ''}
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <label className="sr-only" htmlFor={`${id}-question`}>
          {labels.label}
        </label>
        <input
          id={`${id}-question`}
          value={question}
          maxLength={maxLength}
          onChange={(event) => setQuestion(event.target.value)}
          onFocus={() => void loadMarkdown()}
          placeholder={started ? labels.followUpPlaceholder : labels.label}
          className={inputVariants({ className: 'min-w-0 sm:flex-1' })}
        />
        <button type="submit" disabled={busy || !question.trim()} className={buttonVariants({ size: 'lg' })}>
          {labels.submit}
        </button>
        {started ? (
          <button
            type="button"
            onClick={startOver}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            {labels.newConversation}
          </button>
        ) : null}
      </form>
    </div>
  );
}

/** What kind of answer this is (AI-generated, or search excerpts), with its meaning on hover or focus. */
function AnswerBadge({ id, label, note }: { id: string; label: string; note: string }) {
  return (
    <span className="group relative inline-block">
      <span
        tabIndex={0}
        aria-describedby={id}
        className="rounded-full border border-border px-2 py-0.5 text-xs text-muted"
      >
        {label}
      </span>
      <span
        role="tooltip"
        id={id}
        className="invisible absolute top-full left-0 z-10 mt-1 w-72 rounded-md border border-border bg-bg p-2 text-xs shadow-lg group-focus-within:visible group-hover:visible"
      >
        {note}
      </span>
    </span>
  );
}

interface TurnViewProps {
  turn: ConversationTurn;
  idPrefix: string;
  labels: AskAiLabels;
  support: React.ReactNode;
  onVote: (value: Vote) => void;
  register: (element: HTMLElement | null) => void;
}

/** One question's answer: streaming, final (with sources, vote and share link), or failed. */
function TurnView({ turn, idPrefix, labels, support, onVote, register }: TurnViewProps) {
  // The number of the last copy of the share link (0: no confirmation shown).
  const [copies, setCopies] = useState(0);
  const tooltipId = `${idPrefix}-tooltip`;

  // The same confirmation time as the code blocks' copy button, timed from the render that shows it.
  useEffect(() => {
    if (!copies) return;
    const timer = setTimeout(() => setCopies(0), copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copies]);

  if (turn.status === 'failed') {
    return (
      <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm">
        {labels.failed} {support}
      </p>
    );
  }
  const answer = turn.answer;
  const plain = <div className="text-sm whitespace-pre-wrap">{turn.text}</div>;
  return (
    <section
      ref={register}
      tabIndex={-1}
      aria-label={turn.question}
      aria-busy={turn.status === 'streaming'}
      className="space-y-4 rounded-lg border border-border bg-card p-4 outline-none"
    >
      <p className="text-sm font-semibold">{turn.question}</p>
      {answer?.generated ? (
        <AnswerBadge id={tooltipId} label={labels.disclaimer} note={labels.disclaimerTooltip} />
      ) : answer && answer.sources.length > 0 ? (
        <AnswerBadge id={tooltipId} label={labels.excerpts} note={labels.excerptsNote} />
      ) : null}
      {turn.text ? (
        <Suspense fallback={plain}>
          <AnswerMarkdown
            text={turn.text}
            sources={answer?.sources}
            code={answer?.code}
            idPrefix={idPrefix}
            labels={{
              copyCode: labels.copyCode,
              codeCopied: labels.codeCopied,
              wrapLines: labels.wrapLines,
              source: labels.source,
            }}
          />
        </Suspense>
      ) : (
        <p className="text-sm text-muted">{labels.thinking}</p>
      )}
      {turn.status === 'streaming' && turn.text ? (
        <p className="text-xs text-muted">{labels.writing}</p>
      ) : null}
      {answer && answer.sources.length > 0 ? (
        <nav aria-label={labels.sources}>
          <h3 className="mb-1 text-sm font-semibold">{labels.sources}</h3>
          <ol className="list-none space-y-1 p-0 text-sm">
            {answer.sources.map((source) => (
              <li key={source.url} id={`${idPrefix}-source-${source.n}`} className="flex gap-2">
                <span className="text-muted tabular-nums">[{source.n}]</span>
                <a href={source.url} className="text-accent underline underline-offset-2">
                  {source.heading ? `${source.title} › ${source.heading}` : source.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {answer ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <div role="group" aria-label={labels.helpful} className="flex items-center gap-1">
            <span aria-hidden="true" className="mr-1 text-muted">
              {labels.helpful}
            </span>
            {(['positive', 'negative'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={turn.vote?.value === value}
                aria-label={value === 'positive' ? labels.voteUp : labels.voteDown}
                title={value === 'positive' ? labels.voteUp : labels.voteDown}
                disabled={turn.vote?.status === 'sending' || turn.vote?.status === 'sent'}
                onClick={() => onVote(value)}
                className={clsx(
                  buttonVariants({ variant: 'outline', size: 'iconSm' }),
                  'text-muted hover:text-fg aria-pressed:border-accent aria-pressed:text-accent',
                )}
              >
                <ThumbIcon down={value === 'negative'} />
              </button>
            ))}
          </div>
          <span role="status" className="text-muted">
            {turn.vote?.status === 'sent'
              ? labels.voteThanks
              : turn.vote?.status === 'failed'
                ? labels.voteFailed
                : ''}
          </span>
          <button
            type="button"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(window.location.href);
                setCopies((count) => count + 1);
              } catch {
                // The address bar holds the same link.
              }
            }}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {copies ? labels.linkCopied : labels.copyLink}
          </button>
          {support}
        </div>
      ) : null}
    </section>
  );
}

/** Contact Support: the live chat when one is configured (the support page if it cannot load). */
function SupportLink({
  href,
  chatScriptUrl,
  label,
}: {
  href: string;
  chatScriptUrl: string | null;
  label: string;
}) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!chatScriptUrl) return;
        event.preventDefault();
        void openChat(chatScriptUrl).then((opened) => {
          if (!opened) window.location.assign(href);
        });
      }}
      className="font-medium text-accent underline underline-offset-2"
    >
      {label}
    </a>
  );
}
