import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button, buttonVariants } from './button';

describe('buttonVariants', () => {
  const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'cta'] as const;
  const sizes = ['default', 'xs', 'sm', 'lg', 'xl', 'pill', 'icon', 'iconXs'] as const;

  it('has a distinct style for every SPEC variant and size', () => {
    const variantClasses = variants.map((variant) => buttonVariants({ variant }));
    expect(new Set(variantClasses).size).toBe(variants.length);
    const sizeClasses = sizes.map((size) => buttonVariants({ size }));
    expect(new Set(sizeClasses).size).toBe(sizes.length);
  });

  it('lets a caller class win over the variant class it conflicts with', () => {
    const html = renderToStaticMarkup(createElement(Button, { size: 'sm', className: 'h-9' }, 'Go'));
    const classes = html.match(/class="([^"]+)"/)?.[1]?.split(' ') ?? [];
    expect(classes).toContain('h-9');
    expect(classes).not.toContain('h-8');
  });

  it('renders its child instead of a button with asChild', () => {
    const html = renderToStaticMarkup(
      createElement(Button, { asChild: true, variant: 'cta' }, createElement('a', { href: '/docs' }, 'Docs')),
    );
    expect(html).toMatch(/^<a href="\/docs" class="[^"]*bg-accent/);
  });
});
