import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { logoShapes } from '@/lib/brand/logo';
import { LogoMark } from './logo-mark';

describe('LogoMark', () => {
  it('is what the navbar draws, shape for shape', () => {
    const html = renderToStaticMarkup(createElement(LogoMark));
    const drawn = [...html.matchAll(/<(rect|circle)\b([^>]*)\/?>/g)].map(([, kind, attributes]) => ({
      kind,
      attributes,
    }));
    expect(drawn).toHaveLength(logoShapes.length);
    logoShapes.forEach((shape, index) => {
      expect(drawn[index]?.kind).toBe(shape.kind);
      const { kind: _kind, paint: _paint, ...geometry } = shape;
      for (const [name, value] of Object.entries(geometry)) {
        expect(drawn[index]?.attributes).toContain(`${name}="${value}"`);
      }
    });
  });
});
