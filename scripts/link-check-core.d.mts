export function anchorsOf(html: string): Set<string>;
export function findLinkProblems(
  pages: Map<string, string>,
  site: { fileExists: (path: string) => boolean; isRoute: (path: string) => boolean },
): { problems: string[]; links: number };
export function findMetadataProblems(pages: Map<string, string>): string[];
