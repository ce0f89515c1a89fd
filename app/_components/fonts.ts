import localFont from 'next/font/local';

/**
 * The site's typeface: Geist, a variable sans (weights 100–900 in one file), self-hosted from the
 * `@fontsource-variable/geist` package so no request leaves the site. Only the Latin subset is loaded
 * (29 KB, preloaded: every page's first text uses it); other scripts — accented Latin beyond it, CJK —
 * fall back glyph by glyph to the system fonts after it in `--font-sans`. `swap` shows text at once in
 * a fallback whose metrics Next.js adjusts to Geist's, so the swap does not move the layout.
 */
export const sans = localFont({
  src: '../../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  variable: '--font-geist',
});
