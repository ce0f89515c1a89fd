import { z } from 'zod';
import { guideTopics, topicIssue } from '@/config/guide-topics';
import { formatIssue } from '@/config/issues';

/**
 * The cookbook registry, `cookbook/_routes.json`: one entry per notebook. Every notebook gets a guide
 * page at `/guides/cookbook/{name}`; one with a `docsPath` also renders at `/{docsPath}`, which is
 * then the guide page's canonical URL. `isGuide` lists the guide page in the Guides navigation.
 * `topic` files the notebook in the Guides grid (one of config/guide-topics.ts).
 */
export const registryEntrySchema = z.strictObject({
  notebook: z
    .string({ error: 'must be a string' })
    .regex(/^[a-z0-9][a-z0-9_-]*\.ipynb$/, 'must be a file name like my_notebook.ipynb (a-z, 0-9, _ and -)'),
  docsPath: z.string({ error: 'must be a string or null' }).nullable(),
  isGuide: z.boolean({ error: 'must be true or false' }),
  topic: z.enum(guideTopics, { error: (issue) => topicIssue(issue.input) }),
});

export type RegistryEntry = z.infer<typeof registryEntrySchema>;

/** A route derived from an entry: the page path (no leading slash) and the notebook it renders. */
export interface DerivedRoute {
  path: string;
  ipynbPath: string;
  /** Set on the guide page of a notebook that also renders at a docs path. */
  canonicalPath?: string;
}

const slug = '[a-z0-9][a-z0-9-]*';

/** The docs paths a notebook may also render at. */
export const docsPathShapes: readonly RegExp[] = [
  new RegExp(`^integrations/frameworks/${slug}$`),
  new RegExp(`^integrations/model-providers/${slug}$`),
  new RegExp(`^integrations/gateways/${slug}$`),
  new RegExp(`^integrations/other/${slug}$`),
  /^docs\/observability\/sdk\/python\/low-level-sdk$/,
  /^docs\/observability\/sdk\/python\/example$/,
];

export const cookbookGuideBase = 'guides/cookbook';

/** The notebook's name without `.ipynb`: the last segment of its guide page's path. */
export const notebookName = (notebook: string) => notebook.replace(/\.ipynb$/, '');

/** Every route of the registry: each notebook's guide page, then its docs page if it has one. */
export function deriveRoutes(entries: readonly RegistryEntry[]): DerivedRoute[] {
  return entries.flatMap((entry) => {
    const ipynbPath = `cookbook/${entry.notebook}`;
    const guide: DerivedRoute = { path: `${cookbookGuideBase}/${notebookName(entry.notebook)}`, ipynbPath };
    if (entry.docsPath === null) return [guide];
    return [
      { ...guide, canonicalPath: entry.docsPath },
      { path: entry.docsPath, ipynbPath },
    ];
  });
}

/**
 * Validates the parsed `_routes.json`. Throws an error naming the entry (its position and notebook)
 * for a bad field, a notebook file that does not exist, a docsPath outside the allowed shapes, or a
 * route or notebook that appears twice.
 */
export function validateRegistry(json: unknown, fileExists: (notebook: string) => boolean): RegistryEntry[] {
  const where = 'cookbook/_routes.json';
  if (!Array.isArray(json)) throw new Error(`${where}: must be a JSON array of entries`);
  const entries: RegistryEntry[] = [];
  const notebooks = new Map<string, number>();
  const routes = new Map<string, string>();
  json.forEach((raw, index) => {
    const name =
      raw && typeof raw === 'object' && 'notebook' in raw && typeof raw.notebook === 'string'
        ? ` (${raw.notebook})`
        : '';
    const label = `${where} entry ${index + 1}${name}`;
    const result = registryEntrySchema.safeParse(raw);
    if (!result.success) {
      throw new Error(formatIssue(result.error.issues[0]!, label));
    }
    const entry = result.data;
    if (entry.docsPath !== null && !docsPathShapes.some((shape) => shape.test(entry.docsPath!))) {
      throw new Error(
        `${label}: docsPath "${entry.docsPath}" is not an allowed shape (integrations/{frameworks,model-providers,gateways,other}/{name}, docs/observability/sdk/python/low-level-sdk or docs/observability/sdk/python/example, without a leading slash)`,
      );
    }
    if (notebooks.has(entry.notebook)) {
      throw new Error(
        `${label}: notebook ${entry.notebook} is already registered by entry ${notebooks.get(entry.notebook)}`,
      );
    }
    notebooks.set(entry.notebook, index + 1);
    if (!fileExists(entry.notebook)) throw new Error(`${label}: cookbook/${entry.notebook} does not exist`);
    for (const route of deriveRoutes([entry])) {
      const other = routes.get(route.path);
      if (other) throw new Error(`${label}: route /${route.path} is already taken by ${other}`);
      routes.set(route.path, entry.notebook);
    }
    entries.push(entry);
  });
  return entries;
}
