import { Label, MARGIN, Rule, WIDTH, type Drawing } from './parts';

/**
 * One session of the Sessions page: four traces of the observed `handle-message` function that share
 * `session_id` chat-7 (and `user_id` user-42), on a clock-time axis. The header shows what the
 * Sessions view lists per session: traces, duration, tokens and cost.
 */
interface Turn {
  /** Seconds after 14:01:50, where the axis starts. */
  at: number;
  /** Seconds. */
  duration: number;
  input: string;
}

const turns: Turn[] = [
  { at: 15, duration: 1.8, input: '“How do I rotate my keys?”' },
  { at: 58, duration: 2.6, input: '“Is the old key still valid?”' },
  { at: 122, duration: 3.1, input: '“And from the API?”' },
  { at: 203, duration: 2.2, input: '“Thanks, that worked.”' },
];

/** The clock column: 14:01:50 to 14:05:30 (the first trace starts at 14:02:05). */
const axisFrom = 212;
const axisTo = WIDTH - MARGIN;
const span = 220;
const xAt = (seconds: number) => axisFrom + (seconds / span) * (axisTo - axisFrom);
const minutes = [10, 70, 130, 190];

const firstRow = 100;
const rowHeight = 44;
const end = firstRow + turns.length * rowHeight;

function Content() {
  return (
    <>
      <Label x={MARGIN} y={30} size={14.5} bold>
        Session
      </Label>
      <Label x={MARGIN + 66} y={30} size={14} mono>
        chat-7
      </Label>
      <Label x={WIDTH - MARGIN} y={30} size={12.5} tone="muted" mono anchor="end">
        user_id=user-42
      </Label>
      <Label x={MARGIN} y={51} size={12.5} tone="muted">
        4 traces · 3 min 10 s · 2,350 tokens · $0.00051
      </Label>
      <Rule y={64} />

      {minutes.map((minute) => (
        <g key={minute}>
          <Label x={xAt(minute)} y={83} size={12.5} tone="muted" anchor="middle">
            {`14:0${2 + (minute - 10) / 60}`}
          </Label>
          <line
            x1={xAt(minute)}
            x2={xAt(minute)}
            y1={89}
            y2={end - 8}
            className="stroke-border"
            strokeWidth={1}
          />
        </g>
      ))}

      {turns.map((turn, index) => {
        const top = firstRow + index * rowHeight;
        const x = xAt(turn.at);
        const late = x > axisTo - 50;
        return (
          <g key={turn.at}>
            <circle cx={MARGIN + 8} cy={top + 8} r={8.5} className="fill-accent" fillOpacity={0.12} />
            <Label x={MARGIN + 8} y={top + 12.5} size={12.5} bold anchor="middle" tone="accent">
              {index + 1}
            </Label>
            <Label x={MARGIN + 22} y={top + 13} mono>
              handle-message
            </Label>
            <Label x={MARGIN + 22} y={top + 31} size={12.5} tone="muted">
              {turn.input}
            </Label>
            <rect
              x={axisFrom}
              y={top + 4}
              width={axisTo - axisFrom}
              height={10}
              rx={2}
              className="fill-border"
              fillOpacity={0.6}
            />
            <rect
              x={x}
              y={top + 2}
              width={Math.max(5, xAt(turn.at + turn.duration) - x)}
              height={14}
              rx={2}
              className="fill-accent"
            />
            <Label
              x={late ? x - 5 : x + 10}
              y={top + 31}
              size={12.5}
              tone="muted"
              anchor={late ? 'end' : 'start'}
            >
              {`${turn.duration} s`}
            </Label>
          </g>
        );
      })}
    </>
  );
}

export const sessionTimeline: Drawing = { height: end + 4, Content };
