import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button } from './button';
import { buttonSizeNames, buttonVariantNames, buttonVariants } from './button-variants';

describe('buttonVariants', () => {
  const variants = buttonVariantNames;
  const sizes = buttonSizeNames;

  it('has a distinct style for every variant and size', () => {
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

  // Without tailwind-merge, two classes for one property would be settled by stylesheet order, not by
  // intent: no variant and size may set what the base or the other sets.
  it('never sets one property twice in any variant and size', () => {
    const groupOf = (utility: string): string | null => {
      const bare = utility.replace(/^.*:/, '');
      if (utility.includes(':')) return null; // states and breakpoints layer on top on purpose
      const groups: [RegExp, string][] = [
        [/^(h|min-h)-/, 'height'],
        [/^size-/, 'size'],
        [/^(px|p)-/, 'padding-x'],
        [/^gap-/, 'gap'],
        [/^rounded/, 'radius'],
        [/^bg-/, 'background'],
        [/^text-(xs|sm|base|lg)$/, 'font-size'],
        [/^text-(left|center|right)$/, 'text-align'],
        [/^text-/, 'colour'],
        [/^font-/, 'font-weight'],
        [/^whitespace-/, 'white-space'],
        [/^border(-|$)/, bare === 'border' ? 'border-width' : 'border-colour'],
      ];
      return groups.find(([pattern]) => pattern.test(bare))?.[1] ?? null;
    };
    for (const variant of variants) {
      for (const size of sizes) {
        const seen = new Map<string, string>();
        for (const utility of buttonVariants({ variant, size }).split(' ')) {
          const group = groupOf(utility);
          if (!group) continue;
          expect(seen.get(group), `${variant}/${size}: ${utility} and ${seen.get(group)}`).toBeUndefined();
          seen.set(group, utility);
        }
      }
    }
  });

  it('needs nothing but cva, so client components can use it', () => {
    const source = readFileSync('components/ui/button-variants.ts', 'utf8');
    expect([...source.matchAll(/from '([^']+)'/g)].map((match) => match[1])).toEqual([
      'class-variance-authority',
    ]);
  });
});
