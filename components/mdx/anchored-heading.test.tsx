import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getMessages } from '@/lib/i18n';
import { createAnchoredHeadings, textOf } from './anchored-heading';

const { h2: H2, h3: H3 } = createAnchoredHeadings(getMessages('en-US'));

describe('textOf', () => {
  it('reads a heading as its text, without markup', () => {
    expect(textOf(['Call ', <code key="c">flush()</code>, ' before ', <em key="e">exit</em>, 2])).toBe(
      'Call flush() before exit2',
    );
    expect(textOf([null, false, undefined])).toBe('');
  });
});

describe('anchored headings', () => {
  it('puts the section link beside the heading, named after it, so the heading keeps its own name', () => {
    const html = renderToStaticMarkup(
      <H2 id="call-flush">
        Call <code>flush()</code>
      </H2>,
    );
    expect(html).toBe(
      '<div class="anchored-heading" data-level="h2"><h2 id="call-flush">Call <code>flush()</code></h2>' +
        '<a href="#call-flush" class="heading-anchor"><span aria-hidden="true">#</span>' +
        '<span class="sr-only">Link to section: Call flush()</span></a></div>',
    );
  });

  it('uses the locale of the page for the link name', () => {
    const { h2: Japanese } = createAnchoredHeadings(getMessages('ja'));
    expect(renderToStaticMarkup(<Japanese id="x">結果を確認する</Japanese>)).toContain(
      'セクションへのリンク: 結果を確認する',
    );
  });

  it('leaves a heading without an id as it is: there is nothing to link to', () => {
    expect(renderToStaticMarkup(<H3 className="x">Plain</H3>)).toBe('<h3 class="x">Plain</h3>');
  });
});
