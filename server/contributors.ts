import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import committed from '@/content/contributors.json';
import { parseContributorsMap, type ContributorsMap } from '@/lib/contributors/map';

let cached: ContributorsMap | undefined;

function readGenerated(): ContributorsMap | undefined {
  try {
    // A literal path (contributorsFiles.generated) so that the build traces this one file only.
    return parseContributorsMap(
      JSON.parse(readFileSync(join(process.cwd(), '.generated', 'contributors.json'), 'utf8')),
    );
  } catch {
    return undefined;
  }
}

/**
 * The contributors map the pages are built with: the one scripts/contributors.mjs generated from git
 * history, or the committed one when the script has not run (e.g. a bare `next build`).
 */
export function contributorsMap(): ContributorsMap {
  cached ??= readGenerated() ?? parseContributorsMap(committed);
  return cached;
}
