import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser, type Parser } from 'budoux';

/**
 * Phrase-aware line breaking for Japanese and Chinese. Neither writes spaces between words, so a
 * browser may break a heading anywhere ("すべ/て", "トレー/シング"). BudouX (Google's small
 * machine-learned segmenter, run here on the server: no script reaches the browser) splits a text
 * into phrases; headings then break only between them (`<wbr>` between phrases, `word-break:
 * keep-all` in app/styles/prose.css). CSS `word-break: auto-phrase` does the same in Chromium only,
 * and only for Japanese.
 */
const parsers: Record<string, () => Parser> = {
  ja: loadDefaultJapaneseParser,
  zh: loadDefaultSimplifiedChineseParser,
};
const loaded = new Map<string, Parser>();

/** The phrases of `text` in `locale`, or `null` where the language needs none (it has spaces). */
export function phrasesOf(text: string, locale: string): string[] | null {
  const language = locale.split('-')[0]!;
  const load = parsers[language];
  if (!load || !/[\u3040-\u30ff\u3400-\u9fff]/.test(text)) return null;
  let parser = loaded.get(language);
  if (!parser) {
    parser = load();
    loaded.set(language, parser);
  }
  return parser.parse(text);
}
