import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isLocaleSearchFiles,
  localeSearchFiles,
  readBuiltSearchFiles,
  searchFilesByLocale,
  writeBuiltSearchFiles,
  type LocaleSearchFiles,
} from './built-search-files';

const files = (locale: string): LocaleSearchFiles => ({
  index: { path: `/search/${locale}.0123456789ab.json`, body: '{"v":3}' },
  text: { path: `/search/${locale}.text.0123456789ab.json`, body: '{"v":3,"x":[]}' },
});

const dirs: string[] = [];
function folder(contents: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'search-files-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(contents)) writeFileSync(join(dir, name), body);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readBuiltSearchFiles', () => {
  it("reads every locale's files the build wrote", async () => {
    const dir = folder({
      'en-US.json': JSON.stringify(files('en-US')),
      'ja.json': JSON.stringify(files('ja')),
    });
    const read = await readBuiltSearchFiles(dir, ['en-US', 'ja']);
    expect(read?.get('en-US')).toEqual(files('en-US'));
    expect(read?.get('ja')).toEqual(files('ja'));
  });

  it('gives nothing when a locale is missing, so the server builds all of them itself', async () => {
    const dir = folder({ 'en-US.json': JSON.stringify(files('en-US')) });
    expect(await readBuiltSearchFiles(dir, ['en-US', 'ja'])).toBeUndefined();
    expect(await readBuiltSearchFiles(join(dir, 'no-such-folder'), ['en-US'])).toBeUndefined();
  });

  it('gives nothing for a file cut short or of another shape', async () => {
    const whole = JSON.stringify(files('en-US'));
    for (const body of [
      whole.slice(0, 40),
      '',
      'null',
      '[]',
      JSON.stringify({ index: files('en-US').index }),
      JSON.stringify({ ...files('en-US'), text: { path: '/etc/passwd', body: '' } }),
      JSON.stringify({ ...files('en-US'), index: { path: '/search/a.json', body: 42 } }),
    ]) {
      expect(await readBuiltSearchFiles(folder({ 'en-US.json': body }), ['en-US'])).toBeUndefined();
    }
  });

  it('accepts only the shape it serves, whatever JSON a file holds (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const accepted = isLocaleSearchFiles(value);
        if (accepted) {
          for (const file of [value.index, value.text]) {
            expect(file.path.startsWith('/search/')).toBe(true);
            expect(typeof file.body).toBe('string');
          }
        }
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (a, b, c, d) => {
        const value = { index: { path: `/search/${a}`, body: b }, text: { path: `/search/${c}`, body: d } };
        expect(isLocaleSearchFiles(value)).toBe(true);
      }),
    );
  });
});

describe('localeSearchFiles', () => {
  it('names each file by its locale and a hash of its content', () => {
    const files = localeSearchFiles('ja', { index: '{"v":3}', text: '{"v":3,"x":[]}' });
    expect(files.index.path).toMatch(/^\/search\/ja\.[0-9a-f]{12}\.json$/);
    expect(files.text.path).toMatch(/^\/search\/ja\.text\.[0-9a-f]{12}\.json$/);
    expect(localeSearchFiles('ja', { index: '{"v":3}', text: '{}' }).index).toEqual(files.index);
    expect(localeSearchFiles('ja', { index: '{"v":4}', text: '{}' }).index.path).not.toBe(files.index.path);
  });
});

describe('searchFilesByLocale', () => {
  const english = localeSearchFiles('en-US', { index: '{"v":3}', text: '{"v":3,"x":[]}' });
  const japanese = localeSearchFiles('ja', { index: '{"v":3,"ja":1}', text: '{"v":3,"x":["ja"]}' });

  it('gives back the files of each locale, whatever their order', () => {
    const found = searchFilesByLocale([japanese.text, english.index, english.text, japanese.index]);
    expect(found).toEqual(
      new Map([
        ['ja', japanese],
        ['en-US', english],
      ]),
    );
  });

  it('refuses a name of another shape, a body that is not the one named, and a locale short of a file', () => {
    expect(() => searchFilesByLocale([{ path: '/search/en-US.json', body: '' }])).toThrow(
      /\/search\/en-US\.json: not a search file name/,
    );
    expect(() => searchFilesByLocale([{ ...english.index, body: '{"v":2}' }, english.text])).toThrow(
      /does not hash to its name/,
    );
    expect(() => searchFilesByLocale([english.index, english.text, japanese.index])).toThrow(
      /search files of ja: no text file/,
    );
    const other = localeSearchFiles('en-US', { index: '{"v":5}', text: '' }).index;
    expect(() => searchFilesByLocale([english.index, other, english.text])).toThrow(
      /en-US has another index file/,
    );
  });
});

describe('writeBuiltSearchFiles', () => {
  it('writes what readBuiltSearchFiles reads back', async () => {
    const dir = join(folder({}), 'search-files');
    writeBuiltSearchFiles(
      dir,
      new Map([
        ['en-US', files('en-US')],
        ['ja', files('ja')],
      ]),
    );
    const read = await readBuiltSearchFiles(dir, ['en-US', 'ja']);
    expect(read?.get('en-US')).toEqual(files('en-US'));
    expect(read?.get('ja')).toEqual(files('ja'));
  });
});
