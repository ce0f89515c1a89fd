import { Box, Label, MARGIN, Rule, WIDTH, type Drawing } from './parts';

/**
 * The project dashboard of the Dashboards page for one week of `production`: cost, p90 latency,
 * tokens and the average of a numeric score, and a chart of cost per day. The days add up to the
 * cost tile ($7.84).
 */
interface Tile {
  label: string;
  /** Score names are identifiers, set in the code font. */
  mono?: boolean;
  value: string;
  note: string;
}

const tiles: Tile[] = [
  { label: 'Cost', value: '$7.84', note: '12,480 traces' },
  { label: 'Latency p90', value: '2.3 s', note: 'p50 1.1 s' },
  { label: 'Tokens', value: '3.1M', note: '2.6M in · 0.5M out' },
  { label: 'helpfulness', mono: true, value: '0.86', note: 'average score' },
];

const days = [
  { day: 'Mon', cost: 0.92 },
  { day: 'Tue', cost: 1.05 },
  { day: 'Wed', cost: 1.18 },
  { day: 'Thu', cost: 1.02 },
  { day: 'Fri', cost: 1.31 },
  { day: 'Sat', cost: 1.27 },
  { day: 'Sun', cost: 1.09 },
];

const tileWidth = (WIDTH - 2 * MARGIN - 10) / 2;
const tileHeight = 72;
const tilesTop = 62;

const chartTitle = tilesTop + 2 * tileHeight + 10 + 34;
const plot = { left: 58, right: WIDTH - MARGIN, top: chartTitle + 20, bottom: chartTitle + 124 };
const maxCost = 1.5;
const yAt = (cost: number) => plot.bottom - (cost / maxCost) * (plot.bottom - plot.top);
const slot = (plot.right - plot.left) / days.length;

function Chip({ x, width, children, mono }: { x: number; width: number; children: string; mono?: boolean }) {
  return (
    <g>
      <rect
        x={x}
        y={15}
        width={width}
        height={23}
        rx={11.5}
        className="fill-bg stroke-muted"
        strokeOpacity={0.7}
      />
      <Label x={x + width / 2} y={31} size={12.5} anchor="middle" mono={mono}>
        {children}
      </Label>
    </g>
  );
}

function Content() {
  return (
    <>
      <Label x={MARGIN} y={32} size={14.5} bold>
        Overview
      </Label>
      <Chip x={WIDTH - MARGIN - 88 - 8 - 92} width={92} mono>
        production
      </Chip>
      <Chip x={WIDTH - MARGIN - 88} width={88}>
        Last 7 days
      </Chip>
      <Rule y={50} />

      {tiles.map((tile, index) => {
        const x = MARGIN + (index % 2) * (tileWidth + 10);
        const y = tilesTop + Math.floor(index / 2) * (tileHeight + 10);
        return (
          <g key={tile.label}>
            <Box x={x} y={y} width={tileWidth} height={tileHeight} />
            <Label x={x + 12} y={y + 20} size={12.5} tone="muted" mono={tile.mono}>
              {tile.label}
            </Label>
            <Label x={x + 12} y={y + 45} size={20} bold>
              {tile.value}
            </Label>
            <Label x={x + 12} y={y + 63} size={12.5} tone="muted">
              {tile.note}
            </Label>
          </g>
        );
      })}

      <Label x={MARGIN} y={chartTitle} size={13.5} bold>
        Cost per day
      </Label>
      {[0, 0.5, 1, 1.5].map((cost) => (
        <g key={cost}>
          <line
            x1={plot.left}
            x2={plot.right}
            y1={yAt(cost)}
            y2={yAt(cost)}
            className={cost === 0 ? 'stroke-muted' : 'stroke-border'}
            strokeWidth={1}
          />
          <Label x={MARGIN} y={yAt(cost) + 4.5} size={12.5} tone="muted">
            {`$${cost.toFixed(2)}`}
          </Label>
        </g>
      ))}
      {days.map(({ day, cost }, index) => {
        const centre = plot.left + slot * (index + 0.5);
        return (
          <g key={day}>
            <rect
              x={centre - 14}
              y={yAt(cost)}
              width={28}
              height={plot.bottom - yAt(cost)}
              rx={2}
              className="fill-accent"
            />
            <Label x={centre} y={plot.bottom + 18} size={12.5} tone="muted" anchor="middle">
              {day}
            </Label>
          </g>
        );
      })}
    </>
  );
}

export const dashboard: Drawing = { height: plot.bottom + 30, Content };
