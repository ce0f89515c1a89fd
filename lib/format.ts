/** 18742 -> "18.7K", 1250000 -> "1.3M", 950 -> "950": one decimal, trailing ".0" dropped. */
export function compactNumber(value: number): string {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(value) >= size) {
      const rounded = Math.round((value / size) * 10) / 10;
      return `${String(rounded).replace(/\.0$/, '')}${suffix}`;
    }
  }
  return String(value);
}

/** Copyright years: "2022–2026", or one year when the range is empty. */
export function copyrightRange(startYear: number, currentYear: number): string {
  return currentYear > startYear ? `${startYear}–${currentYear}` : String(startYear);
}
