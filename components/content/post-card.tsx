import Link from 'next/link';
import type { PostMeta } from '@/lib/catalogue/blog';
import { formatDate } from '@/lib/ui/format-date';
import { StaticImage } from '../ui/static-image';

type Props = {
  post: PostMeta;
  headingLevel?: 2 | 3;
  /** The card's cover is above the fold (the first card of the blog list): never lazy, hinted. */
  preload?: boolean;
};

export function PostCard({ post, headingLevel = 2, preload = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card">
      <StaticImage
        src={post.cover}
        alt={post.coverAlt}
        width={1200}
        height={630}
        preload={preload}
        sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
        className="h-auto w-full bg-brand-50"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm text-gray-600">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
        </p>
        <Heading className="text-lg font-semibold text-ink">
          <Link href={`/blogs/${post.slug}`} className="card-link">
            {post.title}
          </Link>
        </Heading>
        <p className="text-gray-700">{post.description}</p>
        <ul className="mt-auto flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
