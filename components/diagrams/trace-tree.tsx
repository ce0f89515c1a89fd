import { Label, MARGIN, Rule, WIDTH, type Drawing } from './parts';

/**
 * The trace of the tracing pages' example (Tracing overview, Traces): the observed `answer-question`
 * function is the root span; `retrieve` and `compose` are its children and the generation
 * `summarise` (gpt-4o-mini, 120 input and 40 output tokens) sits inside `compose`. The trace's cost is
 * the sum of its generations' (spans have none), its tokens those of its generation.
 */
interface Observation {
  name: string;
  kind: 'root span' | 'span' | 'generation';
  depth: number;
  /** Seconds from the start of the trace. */
  start: number;
  duration: number;
  detail?: string;
}

const total = 1.24;
const observations: Observation[] = [
  { name: 'answer-question', kind: 'root span', depth: 0, start: 0, duration: total },
  { name: 'retrieve', kind: 'span', depth: 1, start: 0.01, duration: 0.32 },
  { name: 'compose', kind: 'span', depth: 1, start: 0.34, duration: 0.89 },
  {
    name: 'summarise',
    kind: 'generation',
    depth: 2,
    start: 0.36,
    duration: 0.85,
    detail: 'gpt-4o-mini · 120 → 40 tokens · $0.000042',
  },
];

const seconds = (value: number) => (value >= 1 ? `${value.toFixed(2)} s` : `${Math.round(value * 1000)} ms`);

/** The timeline column: where the bars run. */
const barsFrom = 206;
const barsTo = WIDTH - MARGIN;
const xAt = (time: number) => barsFrom + (time / total) * (barsTo - barsFrom);

const firstRow = 100;
const rowHeight = (row: Observation) => (row.detail ? 62 : 44);
const rowTops = observations.reduce<number[]>(
  (tops, row, index) => [
    ...tops,
    index === 0 ? firstRow : tops[index - 1]! + rowHeight(observations[index - 1]!),
  ],
  [],
);
const end = rowTops[rowTops.length - 1]! + rowHeight(observations[observations.length - 1]!);
const iconX = (row: Observation) => MARGIN + row.depth * 16;

/** The nearest row above with a smaller depth: the observation's parent. */
const parentOf = (index: number) => {
  for (let above = index - 1; above >= 0; above -= 1) {
    if (observations[above]!.depth < observations[index]!.depth) return above;
  }
  return undefined;
};

function Icon({ row, top }: { row: Observation; top: number }) {
  const x = iconX(row);
  if (row.kind === 'generation') {
    return (
      <rect
        x={x + 1}
        y={top + 5}
        width={8}
        height={8}
        transform={`rotate(45 ${x + 5} ${top + 9})`}
        className="fill-accent"
      />
    );
  }
  return (
    <rect
      x={x}
      y={top + 4}
      width={10}
      height={10}
      rx={2}
      className="fill-bg stroke-muted"
      strokeWidth={1.2}
    />
  );
}

function Content() {
  return (
    <>
      <Label x={MARGIN} y={30} size={14.5} bold>
        Trace
      </Label>
      <Label x={WIDTH - MARGIN} y={30} anchor="end">
        1.24 s · 160 tokens · $0.000042
      </Label>
      <Label x={MARGIN} y={51} size={12.5} tone="muted" mono>
        user_id=user-42 session_id=chat-7
      </Label>
      <Rule y={64} />

      {[0, 0.5, 1].map((tick) => (
        <g key={tick}>
          <line x1={xAt(tick)} x2={xAt(tick)} y1={88} y2={93} className="stroke-muted" strokeWidth={1} />
          <Label x={xAt(tick)} y={83} size={12.5} tone="muted" anchor={tick === 0 ? 'start' : 'middle'}>
            {tick === 0 ? '0' : `${tick} s`}
          </Label>
        </g>
      ))}

      {observations.map((row, index) => {
        const top = rowTops[index]!;
        const textX = iconX(row) + 16;
        const parent = parentOf(index);
        return (
          <g key={row.name}>
            {parent !== undefined ? (
              <path
                d={`M${iconX(observations[parent]!) + 5},${rowTops[parent]! + 15} V${top + 9} H${iconX(row)}`}
                fill="none"
                className="stroke-muted"
                strokeOpacity={0.7}
                strokeWidth={1}
              />
            ) : null}
            <Icon row={row} top={top} />
            <Label x={textX} y={top + 13} mono>
              {row.name}
            </Label>
            <Label x={textX} y={top + 31} size={12.5} tone="muted">
              {`${row.kind} · ${seconds(row.duration)}`}
            </Label>
            {row.detail ? (
              <Label x={textX} y={top + 49} size={12.5} tone="muted">
                {row.detail}
              </Label>
            ) : null}
            <rect
              x={barsFrom}
              y={top + 4}
              width={barsTo - barsFrom}
              height={10}
              rx={2}
              className="fill-border"
              fillOpacity={0.6}
            />
            <rect
              x={xAt(row.start)}
              y={top + 4}
              width={Math.max(3, xAt(row.start + row.duration) - xAt(row.start))}
              height={10}
              rx={2}
              className={row.kind === 'generation' ? 'fill-accent' : 'fill-muted'}
            />
          </g>
        );
      })}

      <Rule y={end + 2} />
      <Label x={MARGIN} y={end + 26} size={12.5} tone="muted">
        score
      </Label>
      <Label x={MARGIN + 46} y={end + 26} mono>
        helpfulness = 0.9
      </Label>
      <Label x={WIDTH - MARGIN} y={end + 26} size={12.5} tone="muted" anchor="end">
        numeric, on the trace
      </Label>
    </>
  );
}

export const traceTree: Drawing = { height: end + 40, Content };
