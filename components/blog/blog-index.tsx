import type { Messages } from '@/lib/i18n';
import { PostCard, type PostSummary } from './post-card';

/** The blog index's grid of post cards: one column on phones, two on tablets, three on desktops. */
export function BlogIndex({ posts, t }: { posts: readonly PostSummary[]; t: Messages }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <PostCard key={post.url} post={post} labels={{ tags: t.blogTags, authors: t.postAuthors }} />
      ))}
    </ul>
  );
}
