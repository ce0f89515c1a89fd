import { z } from 'zod';
import { issueReport } from './issues';
import { enUS, type MessageKey } from './messages/en-US';

/**
 * Schema of the one site configuration. Every value PRODUCT.md decides lives here, so a team that
 * deploys the site under its own brand edits `config/site.ts` (and environment variables), never
 * components. Imports nothing from `lib/`, so build scripts and tests can read it on its own.
 */

const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** A GitHub repository URL: https://github.com/{owner}/{repo}, nothing after the name. */
export const githubRepositoryUrl = z
  .string()
  .regex(
    /^https:\/\/github\.com\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]+$/,
    'must be a GitHub repository URL like https://github.com/owner/repo',
  )
  .refine((value) => !value.endsWith('.git'), 'must not end in .git');

/** Internal path starting with `/`, or an absolute http(s) URL. */
const href = z.string().regex(/^(\/|https?:\/\/)/, 'must start with / or http(s)://');
const messageKeys = Object.keys(enUS) as [MessageKey, ...MessageKey[]];

/**
 * A footer link: `labelKey` names the message-catalogue string shown in each language; `label` is
 * for names that read the same in every language (Python SDK, GDPR, 日本語).
 */
const link = z.union([
  z.strictObject({ labelKey: z.enum(messageKeys), href }),
  z.strictObject({ label: z.string().min(1), href }),
]);

export const regionSchema = z.object({
  id: z.enum(['eu', 'us', 'hipaa']),
  /** Base URL of the region's cloud app. */
  url: httpsUrl,
  label: z.string().min(1),
});

export const localeSchema = z.enum(['en-US', 'ja', 'ko', 'zh']);

export const siteConfigSchema = z.strictObject({
  name: z.string().min(1),
  pitch: z.string().min(1),
  /** Line under the copyright, e.g. `Spanlight Labs`. */
  owner: z.string().min(1),
  license: z.string().min(1),
  copyrightStartYear: z.number().int().min(1990).max(2100),
  /** Canonical origin of the site, no trailing slash. */
  siteUrl: httpsUrl.refine((value) => !value.endsWith('/'), 'must not end with /'),
  repository: z.strictObject({
    url: githubRepositoryUrl,
    /** Fixed star count shown compact in the navbar. */
    stars: z.number().int().nonnegative(),
  }),
  docsRepository: z.strictObject({
    url: githubRepositoryUrl,
    branch: z.string().regex(/^[A-Za-z0-9._/-]+$/, 'must be a git branch name'),
  }),
  community: z.strictObject({ discord: httpsUrl }),
  social: z.strictObject({
    x: httpsUrl,
    linkedin: httpsUrl,
    youtube: httpsUrl,
    github: httpsUrl,
  }),
  regions: z
    .array(regionSchema)
    .length(3)
    .refine((list) => new Set(list.map((r) => r.id)).size === 3, 'must list eu, us and hipaa once each'),
  statusPage: httpsUrl,
  notebookCloud: z.strictObject({
    /** Template with {owner}, {repo}, {branch} and {path}. */
    urlTemplate: z.string().includes('{path}', { error: 'must contain {path}' }),
    /**
     * Pages rendered from a notebook whose path starts with one of these show the "This is a Jupyter
     * notebook" banner with links to the code host and the notebook cloud.
     */
    bannerPaths: z.array(z.string().startsWith('/', { error: 'must start with /' })),
  }),
  video: z.strictObject({
    manifestUrlTemplate: z.string().includes('{id}', { error: 'must contain {id}' }),
    thumbnailUrlTemplate: z.string().includes('{id}', { error: 'must contain {id}' }),
    /** WebVTT captions of the videos the project makes itself (content/videos/). */
    captionsUrlTemplate: z.string().includes('{id}', { error: 'must contain {id}' }),
    /** Poster frame time in seconds. */
    defaultPosterTime: z.number().nonnegative(),
  }),
  banner: z.strictObject({
    /** Changing the key shows the banner again to visitors who dismissed an earlier one. */
    key: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes'),
    href: z.string().startsWith('/'),
  }),
  careersPath: z.string().startsWith('/'),
  /** The two demos the home page links: the interactive demo project and the video walkthrough. */
  demo: z.strictObject({
    projectPath: z.string().startsWith('/', { error: 'must start with /' }),
    videoPath: z.string().startsWith('/', { error: 'must start with /' }),
  }),
  /** The docs page on connecting an agent to the site's MCP server (the Copy as Markdown menu links it). */
  mcpDocsPath: z.string().startsWith('/'),
  i18n: z.strictObject({
    defaultLocale: localeSchema,
    locales: z.array(localeSchema).min(1),
    /** Lifetime of the locale cookie in seconds. */
    cookieMaxAge: z.number().int().positive(),
  }),
  footer: z.array(
    z.strictObject({
      /** Message-catalogue key of the group title. */
      titleKey: z.enum(['platform', 'integrations', 'resources', 'about', 'legal']),
      links: z.array(link).min(1),
    }),
  ),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Locale = z.infer<typeof localeSchema>;
export type Region = z.infer<typeof regionSchema>;
export type FooterLink = z.infer<typeof link>;

/** Thrown when the configuration is invalid; the message names every bad field. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

export function parseSiteConfig(input: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (result.success) return result.data;
  throw new SiteConfigError(issueReport('Invalid site configuration', result.error.issues, 'config/site.ts'));
}
