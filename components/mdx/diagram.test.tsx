import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { diagrams } from '@/components/diagrams';
import { Diagram } from './diagram';

describe('Diagram', () => {
  it('is one SVG image named by its alt text and described by its caption', () => {
    const html = renderToStaticMarkup(
      <Diagram name="dashboard" alt="The Overview dashboard" caption="Filtered to production." />,
    );
    const svg = html.match(/<svg [^>]*>/)![0];
    expect(svg).toContain('role="img"');
    expect(svg).toContain('viewBox="0 0 400 ');
    const titleId = svg.match(/aria-labelledby="([^"]+)"/)![1];
    const captionId = svg.match(/aria-describedby="([^"]+)"/)![1];
    expect(html).toContain(`<title id="${titleId}">The Overview dashboard</title>`);
    expect(html).toContain(`<figcaption id="${captionId}"`);
    expect(html).toContain('>Filtered to production.</figcaption>');
    expect(html).not.toContain('<img');
  });

  it('has no description without a caption', () => {
    const html = renderToStaticMarkup(<Diagram name="trace-tree" alt="A trace" />);
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('figcaption');
  });

  it('stops the build on an unknown name or a missing alt, saying what to write', () => {
    expect(() => renderToStaticMarkup(<Diagram name="trace-waterfall" alt="x" />)).toThrow(
      '<Diagram name="trace-waterfall">: no such diagram. Use one of: data-model, trace-tree, session-timeline, dashboard, annotation-queue, site-deployment',
    );
    expect(() => renderToStaticMarkup(<Diagram name="trace-tree" alt=" " />)).toThrow('alt is required');
  });

  for (const name of Object.keys(diagrams)) {
    it(`${name}: text of 12.5 units or more, theme colours only`, () => {
      const html = renderToStaticMarkup(<Diagram name={name} alt="x" />);
      const sizes = [...html.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
      expect(sizes.length).toBeGreaterThan(3);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12.5);
      // No fixed colour (black, white, #hex, rgb) that would vanish in one of the themes.
      expect(html).not.toMatch(/(fill|stroke)="(?!none)[^"]+"/);
      expect(html).not.toMatch(/style="[^"]*(fill|stroke|color)/);
    });
  }
});
