import { cn } from '@/lib/cn';

type Message = { role: string; content: string };

const isMessages = (value: unknown): value is Message[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (m) =>
      !!m &&
      typeof m === 'object' &&
      typeof (m as Message).role === 'string' &&
      typeof (m as Message).content === 'string',
  );

/**
 * An input or output as the app shows it: text as text, a chat as its messages, anything else as
 * JSON. Long lines wrap, so the page never scrolls sideways.
 */
export function ValueView({ value, className }: { value: unknown; className?: string }) {
  if (value === undefined || value === null) return <p className={cn('m-0 text-muted', className)}>–</p>;
  if (typeof value === 'string')
    return <p className={cn('m-0 break-words whitespace-pre-wrap text-fg', className)}>{value}</p>;
  if (isMessages(value))
    return (
      <ol className={cn('m-0 list-none flex flex-col gap-2 p-0', className)}>
        {value.map((message, index) => (
          <li key={index} className="rounded-md border border-border bg-bg px-3 py-2">
            <span className="block text-[0.6875rem] font-semibold tracking-wide text-muted uppercase">
              {message.role}
            </span>
            <span className="block break-words whitespace-pre-wrap text-fg">{message.content}</span>
          </li>
        ))}
      </ol>
    );
  return (
    <pre
      className={cn(
        'm-0 rounded-md border border-border bg-bg px-3 py-2 font-mono text-xs leading-5 break-words whitespace-pre-wrap text-fg',
        className,
      )}
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** A labelled block: Input, Output, Metadata. */
export function ValueBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <section>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <ValueView value={value} />
    </section>
  );
}
