import localFont from 'next/font/local';

/**
 * The site's typeface: Geist, a variable sans (weights 100–900 in one file), self-hosted from the
 * `@fontsource-variable/geist` package so no request leaves the site. Only the Latin subset is loaded
 * (29 KB); other scripts — accented Latin beyond it, CJK — fall back glyph by glyph to the system fonts
 * after it in `--font-sans`. Measured with Lighthouse (bench/RESULTS.md): `swap` moved the text when the
 * font arrived (CLS 0.037 without preload) or, preloaded, cost the home page 4 points of performance;
 * preloaded with `optional` the font is used when it arrives within the first paint's short block
 * period (it does, preloaded, on anything but a slow first visit; later pages have it cached) and the
 * layout never moves (CLS 0, home 95).
 */
export const sans = localFont({
  src: '../../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
  variable: '--font-geist',
});
