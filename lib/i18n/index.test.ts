import { describe, expect, it } from 'vitest';
import { enUS, type MessageKey } from '@/config/messages/en-US';
import {
  catalogueOf,
  getMessages,
  locales,
  missingMessageKeys,
  placeholdersOf,
  withEnglishFallback,
} from './index';

describe('the message catalogues (the check make test runs)', () => {
  it.each(locales.filter((locale) => locale !== 'en-US'))(
    '%s has every key of the English catalogue',
    (locale) => {
      expect(missingMessageKeys(locale)).toEqual([]);
    },
  );

  it.each(locales.filter((locale) => locale !== 'en-US'))(
    '%s has no key English lacks and keeps every placeholder',
    (locale) => {
      const catalogue = catalogueOf(locale);
      expect(Object.keys(catalogue).filter((key) => !(key in enUS))).toEqual([]);
      const mismatched = (Object.keys(enUS) as MessageKey[]).filter(
        (key) => catalogue[key] && placeholdersOf(catalogue[key]).join() !== placeholdersOf(enUS[key]).join(),
      );
      expect(mismatched).toEqual([]);
    },
  );
});

describe('withEnglishFallback', () => {
  it('fills missing or empty keys with English', () => {
    const messages = withEnglishFallback({ signUp: '新規登録', toApp: '' });
    expect(messages.signUp).toBe('新規登録');
    expect(messages.toApp).toBe('To App');
    expect(messages.searchPlaceholder).toBe(enUS.searchPlaceholder);
  });

  it('gives each locale its own strings', () => {
    expect(getMessages('ja').searchPlaceholder).toBe('ドキュメントを検索…');
    expect(getMessages('en-US').searchPlaceholder).toBe('Search documentation…');
  });
});
