import { defineConfig, defineDocs } from 'fumadocs-mdx/config';
import { collectionSchemas as schemaOf, metaFileSchema } from './config/content-schema';
import { rehypeCodeOptions } from './lib/code-highlight';
import { remarkFacts } from './lib/facts/remark-facts';
import { rehypePhrases } from './lib/phrases/rehype-phrases';

/**
 * Every collection is a Fumadocs "docs" collection so that one loader API (page trees, slugs and
 * translations as `name.ja.mdx`) serves them all. Schemas are strict: see config/content-schema.ts.
 */
const collection = <D extends keyof typeof schemaOf>(dir: D, options: { dynamic?: boolean } = {}) =>
  defineDocs({
    dir,
    docs: { schema: schemaOf[dir], ...options },
    meta: { schema: metaFileSchema },
  });

/**
 * The docs, the collection that grows, are compiled on demand (Fumadocs' dynamic mode, loaded from
 * `.source/dynamic`): each page's MDX is compiled while the page renders, not bundled by Turbopack,
 * whose build held about 1 MiB per bundled MDX file (5.0 GiB at 2,000 added pages against 3.0 GiB
 * compiled on demand: bench/RESULTS.md, "Build at scale"). Pages then load their body and TOC with
 * `pageContent` (lib/source.ts), and their files may not import, export or name images by file path
 * (scripts/on-demand-mdx.mjs checks that before the build).
 */
export const docs = collection('content/docs', { dynamic: true });
export const selfHosting = collection('content/self-hosting');
export const integrations = collection('content/integrations');
export const guides = collection('content/guides');
export const faq = collection('content/faq');
export const security = collection('content/security');
export const changelog = collection('content/changelog');
export const blog = collection('content/blog');
export const customers = collection('content/customers');
export const pages = collection('content/pages');

export default defineConfig({
  mdxOptions: {
    rehypeCodeOptions,
    // <Fact of="…" /> and <RateLimitTable /> become text and tables from config/plans.ts before the
    // structure plugin reads the page, so search and the page carry the same figures.
    remarkPlugins: (defaults) => [remarkFacts, ...defaults],
    // Japanese and Chinese headings break between phrases only (lib/phrases).
    rehypePlugins: (defaults) => [...defaults, rehypePhrases],
    // Consecutive fences with tab="…" become <Tabs items={…}><Tab value="…">, our own components.
    remarkCodeTabOptions: { Tabs: 'Tabs' },
    // Sizes come from local files only: the build must not fetch remote images.
    remarkImageOptions: { external: false, onError: 'error' },
  },
});
