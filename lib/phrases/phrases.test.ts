import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { phrasesOf } from './phrases';
import { rehypePhrases } from './rehype-phrases';

const run = (html: string, path: string) => {
  const tree = fromHtml(html, { fragment: true });
  rehypePhrases()(tree, { path });
  return toHtml(tree);
};

describe('phrases of Japanese and Chinese headings', () => {
  it('splits Japanese into phrases, whole words kept', () => {
    const phrases = phrasesOf('すべてのリクエストをトレーシングで確認する', 'ja')!;
    expect(phrases.join('')).toBe('すべてのリクエストをトレーシングで確認する');
    expect(phrases).toContain('すべての');
    expect(phrases.some((phrase) => phrase.includes('トレーシング'))).toBe(true);
    expect(phrasesOf('使用追踪查看每个请求', 'zh')!.join('')).toBe('使用追踪查看每个请求');
  });

  it('leaves languages with spaces, and text without CJK, alone', () => {
    expect(phrasesOf('Tracing every request', 'en-US')).toBeNull();
    expect(phrasesOf('모든 요청 추적', 'ko')).toBeNull();
    expect(phrasesOf('Python SDK', 'ja')).toBeNull();
  });

  it('puts <wbr> between phrases in the headings of ja and zh files only, not in code', () => {
    const html =
      '<h2>すべてのリクエストを<code>observe()</code>で確認する</h2><p>すべてのリクエストを確認する</p>';
    const ja = run(html, 'content/docs/page.ja.mdx');
    expect(ja).toContain('<h2>すべての<wbr>リクエストを<code>observe()</code>');
    expect(ja).toContain('<p>すべてのリクエストを確認する</p>');
    expect(run(html, 'content/docs/page.mdx')).toBe(html);
    expect(run(html, 'content/docs/page.ko.mdx')).toBe(html);
  });
});
