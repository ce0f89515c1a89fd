import Link from 'next/link';
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Video } from './video';

/** Internal links become client-side navigations; everything else renders as plain HTML. */
function ContentLink({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} {...props} />;
  return <a href={href} {...props} />;
}

/** Every component an author may use in MDX is registered here. */
export const mdxComponents: MDXComponents = {
  a: ContentLink,
  Video,
};
