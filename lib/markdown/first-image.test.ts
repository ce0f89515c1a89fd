import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstImage } from './first-image';

const entry = (body: string) =>
  `---\ntitle: An entry\ndescription: What changed.\ndate: 2026-11-05\n---\n\n${body}`;

describe('firstImage', () => {
  it('finds the first Markdown image, in reading order, with its alt text', () => {
    expect(
      firstImage(
        entry(
          'Intro with a [link](/docs).\n\n## New\n\n- a list\n- with ![the chart](/images/changelog/chart.png) inside\n\n![second](/images/b.png)\n',
        ),
      ),
    ).toEqual({ src: '/images/changelog/chart.png', alt: 'the chart' });
  });

  it('finds an <img> with a literal source, and a Markdown image inside a component', () => {
    expect(
      firstImage(entry('<img src="/images/a.png" alt="A dashboard" width="800" height="400" />')),
    ).toEqual({
      src: '/images/a.png',
      alt: 'A dashboard',
    });
    expect(firstImage(entry('<Callout type="info">\n\n![inside](/images/c.png)\n\n</Callout>'))).toEqual({
      src: '/images/c.png',
      alt: 'inside',
    });
    expect(firstImage(entry('<img src={chart} alt="computed" />\n\n![plain](/p.png)'))).toEqual({
      src: '/p.png',
      alt: 'plain',
    });
  });

  it('returns null when the body has no image: code, front matter and links do not count', () => {
    expect(firstImage(entry('No pictures here, only [a link](/x.png).'))).toBeNull();
    expect(
      firstImage(entry('```md\n![not an image](/code.png)\n```\n\nInline `![nor this](/y.png)`.')),
    ).toBeNull();
    expect(firstImage('---\nogImage: /images/social.png\n---\n\nText.')).toBeNull();
    expect(firstImage('')).toBeNull();
  });

  it('finds the image wherever it sits among paragraphs without images', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z][A-Za-z ,.]{0,60}$/), { maxLength: 6 }),
        fc.nat(6),
        (paragraphs, at) => {
          const position = Math.min(at, paragraphs.length);
          const body = [
            ...paragraphs.slice(0, position),
            '![pic](/images/x.png)',
            ...paragraphs.slice(position),
          ];
          expect(firstImage(entry(body.join('\n\n')))).toEqual({ src: '/images/x.png', alt: 'pic' });
        },
      ),
    );
  });
});
