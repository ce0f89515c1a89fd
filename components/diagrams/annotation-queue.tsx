import type { ReactNode } from 'react';
import { Arrow, Box, Label, MARGIN, type Drawing } from './parts';

/**
 * The path of a trace through an annotation queue, as the Annotation Queues page describes it:
 * traces are added to a queue, whose score configs (numeric `accuracy` 0–1, categorical `tone`) a
 * reviewer fills in one locked item at a time; each label is stored as a score on the trace, and
 * reviewed traces with good outputs become dataset items.
 */
const code = (text: string) => <tspan className="font-mono">{text}</tspan>;

const picture = { x: MARGIN, width: 96, height: 58 };
const textX = picture.x + picture.width + 16;
const rowGap = 16;
const top = (index: number) => MARGIN + index * (picture.height + rowGap);

/** Small pictures of each stage, drawn inside the 96 × 58 box at (x, y). */
const pictures: ((x: number, y: number) => ReactNode)[] = [
  // Traces: a list with the selected row marked.
  (x, y) =>
    [0, 1, 2].map((row) => (
      <rect
        key={row}
        x={x + 14}
        y={y + 12 + row * 13}
        width={68}
        height={8}
        rx={3}
        className={row === 1 ? 'fill-accent' : 'fill-muted'}
        fillOpacity={row === 1 ? 1 : 0.35}
      />
    )),
  // Queue: cards waiting in a stack.
  (x, y) =>
    [2, 1, 0].map((card) => (
      <rect
        key={card}
        x={x + 22 + card * 7}
        y={y + 10 + card * 6}
        width={46}
        height={28}
        rx={4}
        className="fill-bg stroke-muted"
        strokeOpacity={0.8}
      />
    )),
  // Reviewer: a person beside a locked item.
  (x, y) => (
    <>
      <circle cx={x + 32} cy={y + 21} r={7} className="fill-muted" />
      <path d={`M${x + 18},${y + 48} a14,12 0 0 1 28,0 Z`} className="fill-muted" />
      <path
        d={`M${x + 61},${y + 30} v-5 a6,6 0 0 1 12,0 v5`}
        fill="none"
        className="stroke-accent"
        strokeWidth={2}
      />
      <rect x={x + 57} y={y + 29} width={20} height={16} rx={3} className="fill-accent" />
    </>
  ),
  // Scores: the two labels as values.
  (x, y) => (
    <>
      <rect x={x + 8} y={y + 18} width={34} height={22} rx={11} className="fill-accent" fillOpacity={0.12} />
      <Label x={x + 25} y={y + 33.5} size={12.5} anchor="middle" mono tone="accent">
        0.8
      </Label>
      <rect x={x + 46} y={y + 18} width={42} height={22} rx={11} className="fill-accent" fillOpacity={0.12} />
      <Label x={x + 67} y={y + 33.5} size={12.5} anchor="middle" mono tone="accent">
        good
      </Label>
    </>
  ),
  // Dataset: a table that gains a row.
  (x, y) => (
    <>
      <rect
        x={x + 14}
        y={y + 9}
        width={68}
        height={40}
        rx={3}
        className="fill-bg stroke-muted"
        strokeOpacity={0.8}
      />
      <line x1={x + 14} x2={x + 82} y1={y + 22} y2={y + 22} className="stroke-muted" strokeOpacity={0.8} />
      <line x1={x + 14} x2={x + 82} y1={y + 35} y2={y + 35} className="stroke-muted" strokeOpacity={0.8} />
      <line x1={x + 48} x2={x + 48} y1={y + 9} y2={y + 49} className="stroke-muted" strokeOpacity={0.8} />
      <rect x={x + 15} y={y + 36} width={66} height={12} className="fill-accent" fillOpacity={0.35} />
    </>
  ),
];

const steps: { title: string; lines: [ReactNode, ReactNode] }[] = [
  {
    title: 'Traces',
    lines: [<>Filter the list, e.g. tag {code('needs-review')},</>, 'and choose Add to queue'],
  },
  {
    title: 'Annotation queue',
    lines: [
      <>Score configs: numeric {code('accuracy')} (0–1),</>,
      <>categorical {code('tone')} (good, neutral, bad)</>,
    ],
  },
  {
    title: 'Reviewer',
    lines: ['Opens one item at a time; it is locked', 'so no one else labels it at once'],
  },
  {
    title: 'Scores on the trace',
    lines: ['Each label is a regular score:', code('accuracy = 0.8, tone = good')],
  },
  { title: 'Dataset', lines: ['Reviewed traces with good outputs', 'become items for regression tests'] },
];

function Content() {
  return (
    <>
      {steps.map((step, index) => {
        const y = top(index);
        return (
          <g key={step.title}>
            <Box x={picture.x} y={y} width={picture.width} height={picture.height} radius={8} />
            {pictures[index]!(picture.x, y)}
            {index < steps.length - 1 ? (
              <Arrow
                points={[
                  [picture.x + picture.width / 2, y + picture.height],
                  [picture.x + picture.width / 2, top(index + 1)],
                ]}
              />
            ) : null}
            <Label x={textX} y={y + 17} size={13.5} bold>
              {step.title}
            </Label>
            <Label x={textX} y={y + 36} size={12.5} tone="muted">
              {step.lines[0]}
            </Label>
            <Label x={textX} y={y + 54} size={12.5} tone="muted">
              {step.lines[1]}
            </Label>
          </g>
        );
      })}
    </>
  );
}

export const annotationQueue: Drawing = { height: top(steps.length) - rowGap + MARGIN, Content };
