import { ImageResponse } from 'next/og';
import { siteConfig } from '@/config/site';
import { logoColours, logoShapes, logoSize, logoSpark } from '@/lib/brand/logo';
import { getMessages, isLocale, locales, type MessageKey } from '@/lib/i18n';
import type { SectionLabel } from '@/lib/metadata';
import { ogCacheKey, parseOgParams, textWidth, type OgParams } from '@/lib/og';
import { drawableCharactersOf, ogFontsFor } from '@/server/og/fonts';
import { createImageCache } from '@/server/og/image-cache';
import { builtPages } from '@/server/built-pages';
import { knownImageCache, strangerImageCache, strangerLimits } from '@/server/og/strangers';

const cache = createImageCache();

/** The cache keys of the images the built pages name (read once). */
let known: Set<string> | undefined;
const knownKeys = () =>
  (known ??= new Set(
    (builtPages()?.socialImages ?? []).map((query) => ogCacheKey(paramsOf(new URLSearchParams(query)))),
  ));

const paramsOf = (query: URLSearchParams) =>
  parseOgParams(query, { siteName: siteConfig.name, locales, drawableOf: drawableCharactersOf });

/** The catalogue key of each section label; Cookbook pages exist in English only. */
const sectionKeys: Partial<Record<SectionLabel, MessageKey>> = {
  Docs: 'docs',
  Changelog: 'changelog',
  FAQ: 'faq',
};

/**
 * Social image, 1200×630 PNG. Latin text is drawn with the font bundled with next/og, Japanese,
 * Korean and Chinese with the subset fonts in server/og/fonts: no network access. An image a page of
 * the site names is cached by anyone for a week; any other title is a stranger's (server/og/strangers.ts):
 * drawn within the client's and the process's render limits, for the browser's cache alone.
 */
export async function GET(request: Request) {
  const params = paramsOf(new URL(request.url).searchParams);
  const key = ogCacheKey(params);
  const ours = knownKeys().has(key);
  let image = ours ? cache.get(key) : undefined;
  if (!image) {
    if (!ours) {
      const refused = await strangerLimits().check(request);
      if (refused) return refused;
    }
    image = new Uint8Array(await (await draw(params)).arrayBuffer());
    if (ours) cache.set(key, image);
  }
  // A copy: the response's body stream never shares the cached bytes.
  return new Response(image.slice(), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': ours ? knownImageCache : strangerImageCache,
    },
  });
}

async function draw({ title, description, section, locale }: OgParams): Promise<Response> {
  const sectionKey = section && sectionKeys[section];
  const sectionText = sectionKey && locale && isLocale(locale) ? getMessages(locale)[sectionKey] : section;
  const fonts = await ogFontsFor(locale);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0d0f14 0%, #1e1b4b 100%)',
        color: '#eceef2',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 36 }}>
        <OgLogoMark />
        <span>{siteConfig.name}</span>
        {section ? (
          <span
            style={{
              marginLeft: 8,
              padding: '4px 16px',
              borderRadius: 999,
              border: '2px solid #a5b4fc',
              color: '#a5b4fc',
              fontSize: 28,
            }}
          >
            {sectionText}
          </span>
        ) : null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: textWidth(title) > 60 ? 56 : 72, lineHeight: 1.1, letterSpacing: -1 }}>
          {title}
        </div>
        {description ? (
          <div style={{ fontSize: 30, lineHeight: 1.35, color: '#a4abb8' }}>{description}</div>
        ) : null}
      </div>
    </div>,
    { width: 1200, height: 630, fonts },
  );
}

/** The mark (lib/brand/logo.ts) in its dark-page colours, as the image's background is dark. */
function OgLogoMark() {
  const fill = { ...logoColours.dark, spark: logoSpark };
  return (
    <svg width={56} height={56} viewBox={`0 0 ${logoSize} ${logoSize}`}>
      {logoShapes.map(({ kind, paint, ...attributes }, index) =>
        kind === 'circle' ? (
          <circle key={index} {...attributes} fill={fill[paint]} />
        ) : (
          <rect key={index} {...attributes} fill={fill[paint]} />
        ),
      )}
    </svg>
  );
}
