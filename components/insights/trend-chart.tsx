import type { Chart } from '@/lib/insights/views';
import { formatCount } from '@/lib/insights/views';

/** Series colours: the accent, then colours that keep 3:1 against the page in both schemes. */
const colours = [
  'text-accent',
  'text-amber-600 dark:text-amber-400',
  'text-emerald-600 dark:text-emerald-400',
];

/** A round maximum for the value axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * A trend drawn on the server as SVG: one line per series over the range's days, stretched to the
 * width it is given (lines keep their thickness), with the axes' labels as text of the page, so they
 * stay readable on a phone. Read out as one image with a summary (each series' total and busiest
 * day); the numbers are in the view's export.
 */
export function TrendChart({ chart }: { chart: Chart }) {
  const max = niceMax(Math.max(0, ...chart.series.flatMap((series) => series.values)));
  const last = chart.days.length - 1;
  const x = (index: number) => (last <= 0 ? 500 : (index * 1000) / last);
  const y = (value: number) => 100 - (value / max) * 100;
  const summary = chart.series
    .map((series) => {
      const total = series.values.reduce((sum, value) => sum + value, 0);
      const peak = series.values.indexOf(Math.max(...series.values));
      return `${series.label}: ${formatCount(total)} in all${total > 0 ? `, most on ${chart.days[peak]} (${formatCount(series.values[peak]!)})` : ''}`;
    })
    .join('. ');
  const titleId = `chart-${chart.id}-title`;
  const descId = `chart-${chart.id}-desc`;
  return (
    <figure className="rounded-lg border border-border bg-card p-3">
      <figcaption className="mb-3 text-sm font-medium">{chart.title}</figcaption>
      <div className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
        <div aria-hidden="true" className="flex h-40 flex-col justify-between text-right tabular-nums">
          <span className="-translate-y-1/2">{formatCount(max)}</span>
          <span>{formatCount(max / 2)}</span>
          <span className="translate-y-1/2">0</span>
        </div>
        <svg
          viewBox="0 0 1000 100"
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="h-40 w-full overflow-visible"
        >
          <title id={titleId}>{chart.title}</title>
          <desc id={descId}>{summary}</desc>
          <g className="text-border" stroke="currentColor" vectorEffect="non-scaling-stroke">
            {[0, 50, 100].map((at) => (
              <line key={at} x1={0} x2={1000} y1={at} y2={at} vectorEffect="non-scaling-stroke" />
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
              vectorEffect="non-scaling-stroke"
              points={series.values
                .map((value, day) => `${x(day).toFixed(1)},${y(value).toFixed(2)}`)
                .join(' ')}
            />
          ))}
        </svg>
        <div aria-hidden="true" className="col-start-2 mt-1 flex justify-between tabular-nums">
          <span>{chart.days[0]}</span>
          {last > 1 ? <span className="max-sm:hidden">{chart.days[Math.floor(last / 2)]}</span> : null}
          {last > 0 ? <span>{chart.days[last]}</span> : null}
        </div>
      </div>
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
