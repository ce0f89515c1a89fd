import { describe, expect, it } from 'vitest';
import { pathInLocale } from '@/lib/i18n/paths';
import { localeCookieString } from '@/lib/i18n/cookie';

const locales = ['en-US', 'ja', 'ko', 'zh'];

describe('pathInLocale', () => {
  it('moves a page between the unprefixed default locale and the prefixed ones', () => {
    expect(pathInLocale('/docs/get-started', locales, 'en-US', 'ja')).toBe('/ja/docs/get-started');
    expect(pathInLocale('/ja/docs/get-started', locales, 'en-US', 'en-US')).toBe('/docs/get-started');
    expect(pathInLocale('/ja/pricing', locales, 'en-US', 'zh')).toBe('/zh/pricing');
    expect(pathInLocale('/', locales, 'en-US', 'ko')).toBe('/ko');
    expect(pathInLocale('/ko', locales, 'en-US', 'en-US')).toBe('/');
    expect(pathInLocale('/ko/', locales, 'en-US', 'ja')).toBe('/ja');
  });
});

describe('localeCookieString', () => {
  it('keeps the locale for the given time on the whole site', () => {
    expect(localeCookieString('ja', 31_536_000)).toBe(
      'NEXT_LOCALE=ja; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});
