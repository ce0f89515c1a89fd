import { createMDX } from 'fumadocs-mdx/next';
import type { NextConfig } from 'next';
// Importing the configuration validates it: a bad value stops `next build` and `next start`.
import './config/site';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The site serves its own static assets; tests and Lighthouse run offline.
  images: { formats: ['image/avif', 'image/webp'] },
};

const withMDX = createMDX();

export default withMDX(nextConfig);
