import { describe, expect, it } from 'vitest';
import {
  buttonVariantConflicts,
  classConflictsIn,
  overriddenClasses,
  treeClassConflicts,
} from './class-conflicts';

const conflicts = (source: string) =>
  classConflictsIn(source, 'x.tsx').map(({ line, overridden }) => ({ line, overridden }));

describe('class lists that set a property twice', () => {
  it('finds an active class that fights the base class of the same element', () => {
    // The On This Page bug: both colours on the active item, the stylesheet's order picks one.
    expect(conflicts(`const a = clsx('block text-muted hover:text-fg', active && 'text-accent');`)).toEqual([
      { line: 1, overridden: ['text-muted'] },
    ]);
    expect(conflicts(`<a className={clsx('p-2', { 'p-4': big })} />`)).toEqual([
      { line: 1, overridden: ['p-2'] },
    ]);
    expect(conflicts(`<pre className={\`p-2 \${big ? 'p-4' : ''}\`} />`)).toEqual([
      { line: 1, overridden: ['p-2'] },
    ]);
    expect(conflicts(`<p className="text-sm text-xs" />`)).toEqual([{ line: 1, overridden: ['text-sm'] }]);
  });

  it('reads buttonVariants calls with the classes added beside them', () => {
    expect(
      conflicts(`const b = clsx(buttonVariants({ variant: 'quiet', size: 'text' }), 'text-accent');`),
    ).toEqual([{ line: 1, overridden: ['text-muted'] }]);
  });

  it('lets either-or branches and different variants stand', () => {
    expect(
      conflicts(`clsx('block', active ? 'text-accent' : 'text-muted hover:text-fg', 'lg:text-sm');`),
    ).toEqual([]);
    expect(conflicts(`clsx('size-5 lg:size-4 aria-[current]:text-accent text-muted')`)).toEqual([]);
    expect(conflicts(`cn('text-muted', active && 'text-accent')`)).toEqual([]);
    expect(overriddenClasses('border-l border-transparent')).toEqual([]);
  });

  it('finds none in the site', () => {
    expect(treeClassConflicts(process.cwd())).toEqual([]);
  });

  it('finds none among the button variants and sizes', () => {
    expect(buttonVariantConflicts()).toEqual([]);
  });
});
