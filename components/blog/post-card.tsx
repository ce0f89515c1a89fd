import Link from 'next/link';
import type { PostAuthor } from '@/lib/authors';
import { PostAuthors } from './post-authors';
import { BlogCover } from './blog-cover';
import { stretchedLinkClass } from '@/components/ui/card-link';
import { cn } from '@/lib/cn';

/** What the blog index shows of a post. */
export interface PostSummary {
  url: string;
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD, and as the reader's locale writes it. */
  date: string;
  dateText: string;
  tags: readonly { id: string; label: string }[];
  cover?: { src: string };
  authors: PostAuthor[];
}

/**
 * A post on the blog index. The whole card follows the title's link (its box covers the card), so
 * the card holds one link to the post and the authors' profile links above it, none inside another.
 */
export function PostCard({ post, labels }: { post: PostSummary; labels: { tags: string; authors: string } }) {
  return (
    <li className="group relative flex flex-col rounded-xl border border-border bg-card transition-colors hover:border-accent/60">
      <BlogCover
        slug={post.slug}
        tags={post.tags.map((tag) => tag.id)}
        cover={post.cover}
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-[2/1] rounded-t-xl border-b border-border"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-muted">
          <time dateTime={post.date}>{post.dateText}</time>
        </p>
        <h2 className="mt-1.5 text-lg leading-snug font-semibold tracking-tight">
          <Link href={post.url} className={cn(stretchedLinkClass, 'group-hover:text-accent')}>
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-muted">{post.description}</p>
        {post.tags.length > 0 ? (
          <ul aria-label={labels.tags} className="mt-3 flex flex-wrap gap-1.5">
            {post.tags.map((tag) => (
              <li
                key={tag.id}
                className="rounded-full border border-border bg-subtle px-2 py-0.5 text-xs font-medium text-muted"
              >
                {tag.label}
              </li>
            ))}
          </ul>
        ) : null}
        <PostAuthors
          authors={post.authors}
          label={labels.authors}
          className="pointer-events-none relative z-10 mt-auto pt-5 [&_a]:pointer-events-auto"
        />
      </div>
    </li>
  );
}
