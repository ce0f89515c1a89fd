import type { ReactNode } from 'react';
import type { HomeVisual } from '@/config/home-text';
import { pictureTextFor, type PictureText } from '@/config/picture-text';
import type { Locale } from '@/config/schema';
import { format } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { Chip, ProductFrame, TypeBadge } from '@/components/product/product-frame';
import { TraceView } from './trace-view';

/** A drawing's text alternative and the app's interface words in the page's language. */
export interface DrawingProps {
  label: string;
  text: PictureText;
}

/** Application → SDK → Spanlight: how traces arrive. */
function Pipeline({ label, text }: DrawingProps) {
  const step = (title: string, body: ReactNode) => (
    <div className="min-w-0 flex-1 rounded-lg border border-border bg-card p-3">
      <div className="font-semibold text-fg">{title}</div>
      <div className="mt-1 text-muted">{body}</div>
    </div>
  );
  const arrow = (
    <span className="self-center text-muted" aria-hidden="true">
      <span className="hidden sm:inline">→</span>
      <span className="sm:hidden">↓</span>
    </span>
  );
  return (
    <ProductFrame label={label} title={text.pipelineTitle}>
      <div className="flex flex-col gap-2 p-4 sm:flex-row">
        {step(
          text.yourApp,
          <code className="font-mono text-[0.6875rem] text-fg">
            @observe()
            <br />
            def answer(q): …
          </code>,
        )}
        {arrow}
        {step('Spanlight SDK', text.sdkBody)}
        {arrow}
        {step(
          'Spanlight',
          <span className="flex flex-wrap gap-1">
            <Chip>{text.traces}</Chip>
            <Chip>{text.sessions}</Chip>
            <Chip>{text.users}</Chip>
          </span>,
        )}
      </div>
    </ProductFrame>
  );
}

const versions = [
  { version: 16, note: 'Ask for the plan name before answering', by: 'mira', when: 'draft', labels: [] },
  { version: 15, note: 'Cite the help-centre article', by: 'kenji', when: 'hoursAgo', labels: ['staging'] },
  {
    version: 14,
    note: 'Shorter answers, one step per line',
    by: 'mira',
    when: 'daysAgo',
    labels: ['production'],
  },
  { version: 13, note: 'Add refund policy context', by: 'diego', when: 'weeksAgo', labels: [] },
] as const;

/** A prompt's versions with their labels, and the template with its variables. */
function Prompts({ label, text }: DrawingProps) {
  return (
    <ProductFrame label={label} title={`${text.prompts} › support-answer`}>
      <ol className="m-0 list-none divide-y divide-border p-0">
        {versions.map((row) => (
          <li key={row.version} className="flex items-center gap-3 px-3 py-2">
            <span className="w-8 shrink-0 font-mono font-semibold text-fg">v{row.version}</span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-fg">{row.note}</span>
              <span className="text-[0.6875rem] text-muted">
                {row.by} · {text[row.when]}
              </span>
            </span>
            {row.labels.map((name) => (
              <Chip key={name} tone={name === 'production' ? 'good' : 'accent'}>
                {name}
              </Chip>
            ))}
          </li>
        ))}
      </ol>
      <pre className="m-0 border-t border-border bg-card px-3 py-2 font-mono text-[0.6875rem] leading-5 whitespace-pre-wrap text-fg">
        {'Answer questions about Spanlight in short steps.\nQuestion: '}
        <span className="rounded bg-accent/10 text-accent">{'{{question}}'}</span>
        {'\nContext: '}
        <span className="rounded bg-accent/10 text-accent">{'{{context}}'}</span>
      </pre>
    </ProductFrame>
  );
}

const weekly = [0.71, 0.72, 0.7, 0.74, 0.82, 0.85, 0.87, 0.88];

/** Weekly average of a score, with the release that moved it. */
function Scores({ label, text }: DrawingProps) {
  const width = 320;
  const height = 150;
  const pad = { left: 30, right: 10, top: 14, bottom: 22 };
  const x = (i: number) => pad.left + (i * (width - pad.left - pad.right)) / (weekly.length - 1);
  const y = (v: number) => pad.top + ((0.95 - v) / 0.3) * (height - pad.top - pad.bottom);
  const line = weekly.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const area = `${line} L${x(weekly.length - 1)},${height - pad.bottom} L${x(0)},${height - pad.bottom} Z`;
  return (
    <ProductFrame label={label} title={`${text.scores} › helpfulness · ${text.weeklyAverage}`}>
      <div className="flex items-baseline gap-3 px-3 pt-3">
        <span className="text-2xl font-semibold text-fg tabular-nums">0.88</span>
        <Chip tone="good">{format(text.upInWeeks, { weeks: weekly.length })}</Chip>
      </div>
      <svg viewBox={`0 0 ${width} ${height}`} className="block h-auto w-full px-1 pb-2" aria-hidden="true">
        {[0.7, 0.8, 0.9].map((v) => (
          <g key={v}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(v)}
              y2={y(v)}
              stroke="var(--border)"
              strokeDasharray="3 3"
            />
            <text x={pad.left - 6} y={y(v) + 3} textAnchor="end" fontSize="9" fill="var(--muted)">
              {v.toFixed(1)}
            </text>
          </g>
        ))}
        <line x1={x(3.5)} x2={x(3.5)} y1={pad.top - 6} y2={height - pad.bottom} stroke="var(--muted)" />
        <text x={x(3.5) + 4} y={pad.top} fontSize="9" fill="var(--muted)">
          v14 {text.released}
        </text>
        <path d={area} fill="var(--accent)" opacity="0.12" />
        <path d={line} fill="none" stroke="var(--accent)" strokeWidth="2" />
        {weekly.map((v, i) => (
          <circle key={i} cx={x(i)} cy={y(v)} r="2.5" fill="var(--accent)" />
        ))}
        {weekly.map((_, i) => (
          <text key={i} x={x(i)} y={height - 6} textAnchor="middle" fontSize="9" fill="var(--muted)">
            {format(text.week, { n: i + 1 })}
          </text>
        ))}
      </svg>
    </ProductFrame>
  );
}

const runs = [
  { name: 'v14 · gpt-4o', correctness: 0.78, latency: '2.4s', cost: '$1.92' },
  { name: 'v15 · gpt-4o', correctness: 0.86, latency: '2.2s', cost: '$1.88', best: true },
  { name: 'v15 · gpt-4o-mini', correctness: 0.81, latency: '1.1s', cost: '$0.37' },
];

/** Experiment runs on one dataset, compared. */
function Runs({ label, text }: DrawingProps) {
  return (
    <ProductFrame
      label={label}
      title={`${text.datasets} › hard-questions (${format(text.items, { count: 120 })}) › ${text.runs}`}
    >
      <table className="w-full border-collapse text-left">
        <thead className="text-[0.625rem] text-muted">
          <tr className="border-b border-border">
            <th className="px-3 py-2 font-medium">{text.run}</th>
            <th className="px-2 py-2 font-medium">{text.correctness}</th>
            <th className="px-2 py-2 text-right font-medium">p50</th>
            <th className="px-3 py-2 text-right font-medium">{text.cost}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr
              key={run.name}
              className={cn('border-b border-border last:border-0', run.best && 'bg-emerald-500/5')}
            >
              <td className="px-3 py-2 font-mono text-[0.6875rem] whitespace-nowrap text-fg">{run.name}</td>
              <td className="px-2 py-2">
                <span className="flex items-center gap-2">
                  <span className="h-1.5 w-full max-w-20 rounded-full bg-subtle">
                    <span
                      className={cn(
                        'block h-full rounded-full',
                        run.best ? 'bg-emerald-500' : 'bg-slate-400',
                      )}
                      style={{ width: `${run.correctness * 100}%` }}
                    />
                  </span>
                  <span className={cn('tabular-nums', run.best ? 'font-semibold text-fg' : 'text-muted')}>
                    {run.correctness.toFixed(2)}
                  </span>
                </span>
              </td>
              <td className="px-2 py-2 text-right text-muted tabular-nums">{run.latency}</td>
              <td className="px-3 py-2 text-right text-muted tabular-nums">{run.cost}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ProductFrame>
  );
}

/** Daily cost per feature (USD): support assistant, search rewriting, summaries. */
const days = [
  [22, 9, 6],
  [24, 10, 6],
  [21, 9, 5],
  [26, 11, 7],
  [23, 8, 6],
  [19, 8, 5],
  [18, 7, 4],
  [17, 7, 5],
  [18, 6, 4],
  [16, 6, 4],
];
const featureColours = ['bg-violet-500', 'bg-sky-500', 'bg-amber-500'];
const featureNames = ['support-assistant', 'query-rewrite', 'summaries'];

/** The metrics dashboard: three tiles and cost per day by feature. */
function Costs({ label, text }: DrawingProps) {
  const max = Math.max(...days.map((d) => d[0]! + d[1]! + d[2]!));
  const tile = (name: string, value: string, change?: ReactNode) => (
    <div className="rounded-lg border border-border bg-card p-2">
      <div className="text-[0.625rem] text-muted">{name}</div>
      <div className="text-base font-semibold text-fg tabular-nums">{value}</div>
      {change}
    </div>
  );
  return (
    <ProductFrame label={label} title={`${text.dashboards} › ${text.costAndLatency} · production`}>
      <div className="grid grid-cols-3 gap-2 p-3">
        {tile(text.costThisMonth, '$1,284', <Chip tone="good">▼ 12%</Chip>)}
        {tile(text.p95Latency, '2.1s')}
        {tile(text.tokens, '48.2M')}
      </div>
      <div className="px-3 pb-3">
        <div className="flex h-28 items-end gap-1.5 rounded-lg border border-border p-2">
          {days.map((day, i) => (
            <div key={i} className="flex h-full flex-1 flex-col-reverse">
              {day.map((cost, j) => (
                <span
                  key={j}
                  className={cn('block w-full first:rounded-b-sm last:rounded-t-sm', featureColours[j])}
                  style={{ height: `${(cost / max) * 100}%` }}
                />
              ))}
            </div>
          ))}
        </div>
        <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-[0.6875rem] text-muted">
          {featureNames.map((name, j) => (
            <span key={name} className="flex items-center gap-1">
              <span className={cn('size-2 rounded-sm', featureColours[j])} />
              {name}
            </span>
          ))}
        </div>
      </div>
    </ProductFrame>
  );
}

/** The playground: a generation reopened, its prompt changed, two answers side by side. */
function Playground({ label, text }: DrawingProps) {
  return (
    <ProductFrame label={label} title={`${text.playground} › ${text.fromTrace} answer-question`}>
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-2">
        <TypeBadge type="generation" />
        <Chip>gpt-4o</Chip>
        <Chip>{text.temperature} 0.2</Chip>
        <Chip>{text.maxTokens} 400</Chip>
      </div>
      <div className="grid gap-2 p-3 sm:grid-cols-2">
        <div className="rounded-lg border border-border bg-card p-2">
          <div className="text-[0.625rem] font-medium text-muted">{text.answerSeen} · v15</div>
          <p className="mt-1 mb-0 text-fg">
            Keys are in settings. Create a new one and delete the old one when you are ready.
          </p>
        </div>
        <div className="rounded-lg border border-accent/50 bg-accent/5 p-2">
          <div className="text-[0.625rem] font-medium text-accent">{text.newAnswer}</div>
          <p className="mt-1 mb-0 text-fg">
            1. Project settings → API keys. 2. Create a pair. 3. Deploy it. 4. Delete the old pair.
          </p>
        </div>
      </div>
      <div className="flex justify-end border-t border-border px-3 py-2">
        <span className="rounded-md bg-accent px-2 py-1 text-[0.6875rem] font-medium text-accent-fg">
          {text.saveAs} v16 → staging
        </span>
      </div>
    </ProductFrame>
  );
}

const drawings: Record<HomeVisual, (props: DrawingProps) => ReactNode> = {
  traceView: TraceView,
  pipeline: Pipeline,
  prompts: Prompts,
  scores: Scores,
  runs: Runs,
  costs: Costs,
  playground: Playground,
};

/** The product picture named `name`, with its text alternative. */
export function HomeVisualFor({ name, label, locale }: { name: HomeVisual; label: string; locale: Locale }) {
  const Drawing = drawings[name];
  return <Drawing label={label} text={pictureTextFor(locale)} />;
}
