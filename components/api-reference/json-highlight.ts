import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import json from 'shiki/dist/langs/json.mjs';
import dark from 'shiki/dist/themes/github-dark-default.mjs';
import light from 'shiki/dist/themes/github-light-default.mjs';

/**
 * JSON coloured like the site's code blocks (the same light and dark themes), loaded only once an
 * answer is on screen. Shiki with its JavaScript regex engine: no WebAssembly, no eval (the page CSP).
 */
let highlighter: Promise<HighlighterCore> | undefined;

export async function highlightJson(code: string): Promise<string> {
  highlighter ??= createHighlighterCore({
    langs: [json],
    themes: [light, dark],
    engine: createJavaScriptRegexEngine(),
  });
  return (await highlighter).codeToHtml(code, {
    lang: 'json',
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    defaultColor: false,
  });
}
