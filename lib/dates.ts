/** "2026-10-14" -> "October 14, 2026" in the locale's words; the date is taken as UTC. */
export function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}

/** Newest first; ties keep their order. */
export function byDateDescending<T extends { date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

/** Content pages with a `date` in their front matter, newest first. */
export function newestFirst<P extends { data: { date: string } }>(pages: readonly P[]): P[] {
  return byDateDescending(pages.map((page) => ({ page, date: page.data.date }))).map(({ page }) => page);
}
