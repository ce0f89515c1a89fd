import type { Chart } from '@/lib/insights/views';
import { formatCount } from '@/lib/insights/views';

/** Series colours: the accent, then colours that keep 3:1 against the page in both schemes. */
const colours = [
  'text-accent',
  'text-amber-600 dark:text-amber-400',
  'text-emerald-600 dark:text-emerald-400',
];
const width = 640;
const height = 180;
const padding = { top: 12, right: 12, bottom: 24, left: 44 };

/** A round maximum for the value axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * A trend drawn on the server as SVG: one line per series over the range's days, axes with the
 * first, middle and last day and a round maximum. Read out as one image with a summary (each
 * series' total and busiest day); the numbers are in the view's export.
 */
export function TrendChart({ chart }: { chart: Chart }) {
  const max = niceMax(Math.max(0, ...chart.series.flatMap((series) => series.values)));
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const x = (index: number) =>
    padding.left + (chart.days.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (chart.days.length - 1));
  const y = (value: number) => padding.top + plotHeight - (value / max) * plotHeight;
  const summary = chart.series
    .map((series) => {
      const total = series.values.reduce((sum, value) => sum + value, 0);
      const peak = series.values.indexOf(Math.max(...series.values));
      return `${series.label}: ${formatCount(total)} in all${total > 0 ? `, most on ${chart.days[peak]} (${formatCount(series.values[peak]!)})` : ''}`;
    })
    .join('. ');
  const ticks = [0, Math.floor((chart.days.length - 1) / 2), chart.days.length - 1].filter(
    (tick, index, all) => all.indexOf(tick) === index,
  );
  const titleId = `chart-${chart.id}-title`;
  const descId = `chart-${chart.id}-desc`;
  return (
    <figure className="rounded-lg border border-border bg-card p-3">
      <figcaption className="mb-2 text-sm font-medium">{chart.title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="h-auto w-full text-muted"
      >
        <title id={titleId}>{chart.title}</title>
        <desc id={descId}>{summary}</desc>
        <g className="text-border" stroke="currentColor">
          {[0, 0.5, 1].map((share) => (
            <line
              key={share}
              x1={padding.left}
              x2={width - padding.right}
              y1={y(max * share)}
              y2={y(max * share)}
            />
          ))}
        </g>
        <g fill="currentColor" fontSize="11">
          {[0, 0.5, 1].map((share) => (
            <text key={share} x={padding.left - 6} y={y(max * share) + 4} textAnchor="end">
              {formatCount(max * share)}
            </text>
          ))}
          {ticks.map((tick) => (
            <text
              key={tick}
              x={x(tick)}
              y={height - 6}
              textAnchor={tick === 0 ? 'start' : tick === chart.days.length - 1 ? 'end' : 'middle'}
            >
              {chart.days[tick]}
            </text>
          ))}
        </g>
        {chart.series.map((series, index) => (
          <polyline
            key={series.label}
            className={colours[index % colours.length]}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            points={series.values
              .map((value, day) => `${x(day).toFixed(1)},${y(value).toFixed(1)}`)
              .join(' ')}
          />
        ))}
      </svg>
      {chart.series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {chart.series.map((series, index) => (
            <li key={series.label} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={`inline-block h-0.5 w-4 bg-current ${colours[index % colours.length]}`}
              />
              {series.label}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
