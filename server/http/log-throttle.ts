/**
 * A log line that repeats in an outage (a store down while votes keep coming) written at most once a
 * window: the first at once, the rest counted and summed up in one line at the next message after the
 * window ("… and 1,513 more like it in the last 10 s"). 1,514 identical lines in a 15 s outage buried
 * everything else in the log.
 */
export function throttledLog(
  windowMs = 10_000,
  write: (line: string) => void = (line) => console.error(line),
  now: () => number = Date.now,
) {
  let windowStart = -Infinity;
  let suppressed = 0;
  return (line: string) => {
    const at = now();
    if (at - windowStart < windowMs) {
      suppressed += 1;
      return;
    }
    const more =
      suppressed > 0
        ? ` (and ${suppressed} more like it in the last ${Math.round((at - windowStart) / 1000)} s)`
        : '';
    windowStart = at;
    suppressed = 0;
    write(`${line}${more}`);
  };
}
