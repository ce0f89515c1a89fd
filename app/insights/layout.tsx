import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/config/site';
import { siteViewport } from '@/lib/metadata';
import { preferencesScript } from '@/lib/theme';
import { sans } from '@/app/_components/fonts';
import '../globals.css';

// The owners' dashboard: never indexed, never cached, outside the sitemap, search and llms files.
export const metadata: Metadata = {
  title: `Insights · ${siteConfig.name}`,
  robots: { index: false, follow: false },
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = siteViewport;

export default function InsightsLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={sans.variable} suppressHydrationWarning>
      <head>
        {/* The reader's stored theme (light, dark or the system's), before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: preferencesScript(siteConfig.banner.key) }} />
      </head>
      <body className="min-h-dvh bg-bg text-fg antialiased">{children}</body>
    </html>
  );
}
