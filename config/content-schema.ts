import { z } from 'zod';
import { blogTags } from './blog-tags';
import { guideTopics, topicIssue } from './guide-topics';

/**
 * Front matter and `meta.json` schemas for every content collection. Objects are strict: a misspelt
 * field fails the build with the file and the field, instead of being silently ignored.
 */

/**
 * Words people search with that the page does not use itself (`redact` for a page on masking):
 * searched like the title, never shown. At most 20, each at most 60 characters. Notebooks take the
 * same list in `metadata.spanlight.keywords`.
 */
export const searchKeywords = z.array(z.string().trim().min(1).max(60)).max(20);

const isoDate = z.union([z.string(), z.date()]).transform((value, ctx) => {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) {
    ctx.addIssue({ code: 'custom', message: 'must be a date written YYYY-MM-DD' });
    return z.NEVER;
  }
  return text;
});

const sitePathOrUrl = z.string().regex(/^(\/|https?:\/\/)/, 'must start with / or http(s)://');

/** Fields every page may set. */
export const pageFields = {
  /** Page heading and the base of the `<title>`. */
  title: z.string().trim().min(1, 'must not be empty'),
  /** Replaces `title` in the `<title>` element only. */
  seoTitle: z.string().trim().min(1).optional(),
  /** Meta description; also used by search results, OG images and llms.txt. */
  description: z.string().trim().min(1, 'must not be empty'),
  /** Overrides the generated social image. */
  ogImage: sitePathOrUrl.optional(),
  /** Adds an og:video. */
  ogVideo: sitePathOrUrl.optional(),
  /** Adds `<meta name="robots" content="noindex">`. */
  noindex: z.boolean().default(false),
  /** Short text shown as a badge above the title, e.g. `Beta`. */
  label: z.string().trim().min(1).max(24).optional(),
  keywords: searchKeywords.optional(),
};

export const docsPageSchema = z.strictObject({
  ...pageFields,
  /** `default`: sidebar + content + TOC; `full`: no TOC, wide content; `raw`: content only. */
  layout: z.enum(['default', 'full', 'raw']).default('default'),
});

/** A line of text shown on a card: no line breaks, short enough to read at a glance. */
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\r\n]*$/, 'must be one line');

export const postSchema = z.strictObject({
  ...pageFields,
  date: isoDate,
  /** Keys of the author registry, in display order. */
  authors: z.array(z.string().min(1)).min(1, 'must list at least one author'),
  /**
   * Topics of the post, from config/blog-tags.ts, shown on its card; the first picks the palette of
   * its generated cover art. At most 3.
   */
  tags: z
    .array(z.enum(blogTags, { error: `must be one of ${blogTags.join(', ')} (config/blog-tags.ts)` }))
    .max(3, 'must list at most 3 tags')
    .default([]),
  /**
   * An image under public/ (e.g. `/images/blog/launch.png`) shown instead of the generated cover
   * art, cropped to the cover's 2:1 frame.
   */
  cover: z
    .string()
    .regex(
      /^\/[^?#]+\.(png|jpe?g|webp|avif|svg)$/i,
      'must be a site path to an image, like /images/blog/x.png',
    )
    .optional(),
});

export const changelogSchema = z.strictObject({
  ...pageFields,
  date: isoDate,
  authors: z.array(z.string().min(1)).optional(),
});

export const customerSchema = z.strictObject({
  ...pageFields,
  date: isoDate,
  company: z.string().trim().min(1),
  /**
   * The story's headline result in one line, taken from its Results section, e.g. "38% lower LLM
   * cost per order". Shown in emphasis on the customers index.
   */
  result: oneLine(80),
  /** A quote from the customer, copied exactly from the story's body. */
  quote: z
    .strictObject({
      /** The quoted words, without quotation marks. */
      text: oneLine(280),
      /** Who said it. */
      person: oneLine(80),
      /** Their role, e.g. "Head of engineering". */
      role: oneLine(80),
    })
    .optional(),
});

/** Guides: docs pages plus the topic that files them in the Guides grid. */
export const guidePageSchema = z.strictObject({
  ...docsPageSchema.shape,
  /** One of config/guide-topics.ts; every guide but the section's index needs one. */
  topic: z.enum(guideTopics, { error: (issue) => topicIssue(issue.input) }).optional(),
});

export const marketingPageSchema = z.strictObject({
  ...pageFields,
  /** `wide`: a wider page (up to 72rem) for tables and cards; running text keeps its reading width. */
  width: z.enum(['normal', 'wide']).default('normal'),
  /** The home page's value proposition, shown as its heading (the title stays the product name). */
  headline: z.string().trim().min(1).max(90).optional(),
});

/**
 * `meta.json` of a folder. `pages` entries: a file or folder name; `!name` to leave a page out of
 * the navigation (it stays reachable by URL); `---Title---` for a separator; `[Text](/path)` for a
 * menu link; `...` for the remaining pages in alphabetical order.
 */
export const metaFileSchema = z.strictObject({
  title: z.string().trim().min(1).optional(),
  pages: z.array(z.string().min(1)).optional(),
  defaultOpen: z.boolean().optional(),
  root: z.boolean().optional(),
  description: z.string().optional(),
  icon: z.string().optional(),
});

export type DocsFrontmatter = z.infer<typeof docsPageSchema>;
export type PostFrontmatter = z.infer<typeof postSchema>;
export type CustomerFrontmatter = z.infer<typeof customerSchema>;

/**
 * Each content folder's front matter schema: the collections of source.config.ts, and what
 * scripts/check-frontmatter.mjs checks every file against before the build, so that a wrong field
 * fails in a second, with the file and the field, instead of minutes into `next build`.
 */
export const collectionSchemas = {
  'content/docs': docsPageSchema,
  'content/self-hosting': docsPageSchema,
  'content/integrations': docsPageSchema,
  'content/guides': guidePageSchema,
  'content/faq': docsPageSchema,
  'content/security': docsPageSchema,
  'content/changelog': changelogSchema,
  'content/blog': postSchema,
  'content/customers': customerSchema,
  'content/pages': marketingPageSchema,
} as const;
