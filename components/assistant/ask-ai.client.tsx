'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { copyConfirmationMs } from '@/lib/clipboard';
import { loadScript } from '@/lib/third-party/consent';

export interface AskAiLabels {
  intro: string;
  examples: string;
  exampleQuestions: string[];
  label: string;
  submit: string;
  thinking: string;
  failed: string;
  sources: string;
  disclaimer: string;
  disclaimerTooltip: string;
  copyLink: string;
  linkCopied: string;
  contactSupport: string;
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

interface Answer {
  answer: string;
  sources: { title: string; heading: string; url: string }[];
  generated: boolean;
}

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'answered'; question: string; answer: Answer }
  | { status: 'failed' };

/**
 * The assistant (SPEC section 2): an intro, example questions, a question box, and the answer with
 * its sources. `?q=` in the address asks on load, so a share link reopens the same question.
 */
export function AskAi({ locale, labels, supportHref, chatScriptUrl, maxLength }: AskAiProps) {
  const [question, setQuestion] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  // The number of the last copy of the share link (0: no confirmation shown).
  const [copies, setCopies] = useState(0);
  const tooltipId = useId();
  const answerRef = useRef<HTMLElement>(null);
  const asked = useRef(0);

  async function ask(text: string) {
    const trimmed = text.trim();
    if (!trimmed) return;
    const call = ++asked.current;
    setQuestion(trimmed);
    setState({ status: 'loading' });
    const url = new URL(window.location.href);
    url.searchParams.set('q', trimmed);
    window.history.replaceState(null, '', url);
    try {
      const response = await fetch('/api/ask', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ question: trimmed, locale }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const answer = (await response.json()) as Answer;
      if (call !== asked.current) return;
      setState({ status: 'answered', question: trimmed, answer });
    } catch {
      if (call === asked.current) setState({ status: 'failed' });
    }
  }

  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get('q');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- asking once for the shared link's question
    if (shared) void ask(shared);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on load
  }, []);

  // The same confirmation time as the code blocks' copy button, timed from the render that shows it.
  useEffect(() => {
    if (!copies) return;
    const timer = setTimeout(() => setCopies(0), copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copies]);

  // The answer takes the focus, so screen readers read it and the keyboard continues from it.
  useEffect(() => {
    if (state.status === 'answered') answerRef.current?.focus();
  }, [state]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void ask(question);
  }

  const support = (
    <a
      href={supportHref}
      onClick={(event) => {
        if (!chatScriptUrl) return;
        event.preventDefault();
        // The same chat the support launcher opens; the support page if it cannot load.
        loadScript(chatScriptUrl).then(
          () => {
            if (window.SpanlightChat) window.SpanlightChat.open();
            else window.location.assign(supportHref);
          },
          () => window.location.assign(supportHref),
        );
      }}
      className="font-medium text-accent underline underline-offset-2"
    >
      {labels.contactSupport}
    </a>
  );

  return (
    <div className="space-y-6">
      <p className="text-base">{labels.intro}</p>
      <section aria-label={labels.examples}>
        <h2 className="mb-2 text-sm font-semibold text-muted">{labels.examples}</h2>
        <ul className="flex flex-wrap gap-2">
          {labels.exampleQuestions.map((example) => (
            <li key={example}>
              <button
                type="button"
                onClick={() => void ask(example)}
                className="rounded-full border border-border px-3 py-1.5 text-sm hover:bg-subtle"
              >
                {example}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <label className="sr-only" htmlFor={`${tooltipId}-question`}>
          {labels.label}
        </label>
        <input
          id={`${tooltipId}-question`}
          value={question}
          maxLength={maxLength}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder={labels.label}
          className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 text-sm"
        />
        <button
          type="submit"
          disabled={state.status === 'loading' || !question.trim()}
          className="h-10 rounded-lg bg-fg px-4 text-sm font-medium text-bg disabled:opacity-50"
        >
          {labels.submit}
        </button>
      </form>
      <div aria-live="polite">
        {state.status === 'loading' ? <p className="text-sm text-muted">{labels.thinking}</p> : null}
      </div>
      {state.status === 'failed' ? (
        <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm">
          {labels.failed} {support}
        </p>
      ) : null}
      {state.status === 'answered' ? (
        <section
          ref={answerRef}
          tabIndex={-1}
          aria-label={state.question}
          className="space-y-4 rounded-lg border border-border bg-card p-4 outline-none"
        >
          {state.answer.generated ? (
            <span className="group relative inline-block">
              <span
                tabIndex={0}
                aria-describedby={tooltipId}
                className="rounded-full border border-border px-2 py-0.5 text-xs text-muted"
              >
                {labels.disclaimer}
              </span>
              <span
                role="tooltip"
                id={tooltipId}
                className="invisible absolute top-full left-0 z-10 mt-1 w-72 rounded-md border border-border bg-bg p-2 text-xs shadow-lg group-focus-within:visible group-hover:visible"
              >
                {labels.disclaimerTooltip}
              </span>
            </span>
          ) : null}
          <div className="space-y-3 text-sm whitespace-pre-line">
            {state.answer.answer.split('\n\n').map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          {state.answer.sources.length > 0 ? (
            <nav aria-label={labels.sources}>
              <h3 className="mb-1 text-sm font-semibold">{labels.sources}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {state.answer.sources.map((source) => (
                  <li key={source.url}>
                    <a href={source.url} className="text-accent underline underline-offset-2">
                      {source.heading ? `${source.title} › ${source.heading}` : source.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="flex flex-wrap items-center gap-4 text-sm">
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
              className="rounded-md border border-border px-2.5 py-1 hover:bg-subtle"
            >
              {copies ? labels.linkCopied : labels.copyLink}
            </button>
            {support}
          </div>
        </section>
      ) : null}
    </div>
  );
}
