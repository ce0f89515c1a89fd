import Link from 'next/link';
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import type { Messages } from '@/lib/i18n';
import { Card, Cards } from './cards';
import { createCallout } from './callout';
import { createCodeBlock } from './code-block';
import { createContentImage } from './content-image';
import { PlanAvailability } from './plan-availability';
import { Steps } from './steps';
import { Tab, Tabs } from './tabs.client';
import { createVideo } from './video';

/** Internal links become client-side navigations; everything else renders as plain HTML. */
function ContentLink({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} {...props} />;
  return <a href={href} {...props} />;
}

/** Markdown tables scroll sideways on narrow screens, in a region keyboard users can scroll too. */
function createTable(label: string) {
  return function Table(props: ComponentProps<'table'>) {
    return (
      <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
        <table {...props} />
      </div>
    );
  };
}

/**
 * Every component an author may use in MDX, with the interface strings of the page's locale. See
 * /docs/contributing for how each one is used.
 */
export function getMDXComponents(t: Messages): MDXComponents {
  return {
    a: ContentLink,
    pre: createCodeBlock(t),
    img: createContentImage(t),
    table: createTable(t.scrollableTable),
    Tabs,
    Tab,
    Cards,
    Card,
    Callout: createCallout(t),
    Steps,
    PlanAvailability,
    Video: createVideo(t),
  };
}
