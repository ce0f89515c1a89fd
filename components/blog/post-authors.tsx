import Image from 'next/image';
import { AUTHOR_AVATAR_SIZE, type PostAuthor } from '@/lib/authors';
import { cn } from '@/lib/cn';

interface PostAuthorsProps {
  authors: PostAuthor[];
  /** Accessible name of the list, e.g. "Authors". */
  label: string;
  className?: string;
}

/** A post's authors: avatar and name, each linking to the author's X or GitHub profile. */
export function PostAuthors({ authors, label, className }: PostAuthorsProps) {
  if (authors.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-x-5 gap-y-3', className)}>
      {authors.map((author) => (
        <li key={author.key}>
          <a
            href={author.profileUrl}
            title={`${author.name}, ${author.title}`}
            className="group flex items-center gap-2 text-sm font-medium"
          >
            <Image
              src={author.image}
              alt=""
              width={AUTHOR_AVATAR_SIZE}
              height={AUTHOR_AVATAR_SIZE}
              className="size-10 rounded-full bg-subtle"
            />
            <span className="group-hover:text-accent">{author.displayName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
