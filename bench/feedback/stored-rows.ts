/** Votes stored for `page`, read through the admin summary (bench:feedback and bench:scale). */
export async function storedRows(origin: string, page: string, token: string): Promise<number> {
  const response = await fetch(`${origin}/api/feedback/summary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const summary = (await response.json()) as {
    pages: { page: string; positive: number; negative: number }[];
  };
  const row = summary.pages.find((entry) => entry.page === page);
  return row ? row.positive + row.negative : 0;
}
