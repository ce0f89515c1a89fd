import { createMDX } from 'fumadocs-mdx/next';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
// Importing the configuration validates it: a bad value stops `next build` and `next start`.
import { siteConfig } from './config/site';
import { distDir } from './config/dist-dir';
import { integrations } from './config/integrations';
import { contentSecurityPolicy } from './lib/headers/csp';
import { apiContentSecurityPolicy, securityHeaders } from './lib/headers/security';

const policyInput = {
  integrations,
  appHosts: siteConfig.regions.map((region) => region.url),
  mediaUrls: [
    siteConfig.video.manifestUrlTemplate,
    siteConfig.video.thumbnailUrlTemplate,
    siteConfig.video.captionsUrlTemplate,
  ],
  development: process.env.NODE_ENV === 'development',
};
const csp = contentSecurityPolicy(policyInput);
// The API reference's request console sends to the server the reader picks, self-hosted ones included.
const apiReferenceCsp = contentSecurityPolicy({ ...policyInput, anyHttpsConnection: true });

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The site serves its own static assets; tests and Lighthouse run offline.
  images: { formats: ['image/avif', 'image/webp'] },
  distDir: distDir(),
  // `make test` type-checks the whole tree once (`npm run typecheck`: next typegen, then tsc) before
  // it builds; the build's own check repeated that for each of the two builds (10 to 27 s each,
  // session 22). A type error still fails make test and CI, at its first step.
  typescript: { ignoreBuildErrors: true },
  // Unknown addresses get app/global-not-found.tsx, whole HTML rendered once at build: the locale
  // layout sits under a dynamic segment, so a not-found thrown below it rendered as an empty shell.
  experimental: { globalNotFound: true },
  async headers() {
    const common = securityHeaders.map(([key, value]) => ({ key, value }));
    return [
      // Pages and files: the page policy.
      {
        source: '/((?!api/|docs/api-reference).*)',
        headers: [{ key: 'Content-Security-Policy', value: csp }, ...common],
      },
      {
        source: '/docs/api-reference/:path*',
        headers: [{ key: 'Content-Security-Policy', value: apiReferenceCsp }, ...common],
      },
      // API answers are JSON, Markdown or event streams that nothing should run or embed.
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: apiContentSecurityPolicy }, ...common],
      },
    ];
  },
};

/**
 * fumadocs-mdx generates `.source/` when its plugin is created: building and the dev server need it;
 * the production server (`next start`, dist/server.mjs) only serves the build, and writing there at
 * every start kept the site from running on a read-only filesystem.
 */
export default function config(phase: string): NextConfig {
  return phase === PHASE_PRODUCTION_SERVER ? nextConfig : createMDX()(nextConfig);
}
