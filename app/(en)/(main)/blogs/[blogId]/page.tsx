import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CtaBanner } from '@/components/proposal/cta-banner';
import { JsonLd } from '@/components/ui/json-ld';
import { PostCard } from '@/components/content/post-card';
import { StaticImage } from '@/components/ui/static-image';
import {
  getAllPosts,
  getPost,
  postPath,
  postStaticParams,
  relatedPosts,
} from '@/lib/catalogue/blog';
import { cn } from '@/lib/ui/cn';
import { proposalRequest } from '@/lib/proposal/proposal-requests';
import { formatDate } from '@/lib/ui/format-date';
import { renderMarkdown } from '@/lib/catalogue/markdown';
import { pageMetadata } from '@/lib/seo/metadata';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/structured-data';
import './article.css';

type Props = { params: Promise<{ blogId: string }> };

export const dynamicParams = false;

export const generateStaticParams = postStaticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).blogId);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: postPath(post.slug),
    type: 'article',
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = getPost((await params).blogId);
  if (!post) notFound();
  const { html, toc } = await renderMarkdown(post.body);
  const related = relatedPosts(post, getAllPosts());
  const path = postPath(post.slug);

  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pb-10 pt-10 sm:px-6 md:pt-16">
          <nav aria-label="Breadcrumb" className="mb-4 text-sm text-gray-700">
            <Link href="/" className="hover:underline">
              Home
            </Link>{' '}
            <span aria-hidden="true">/</span>{' '}
            <Link href="/blogs" className="hover:underline">
              Blogs
            </Link>
          </nav>
          <h1 className="text-3xl font-bold leading-tight text-ink md:text-5xl">{post.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-gray-700">{post.description}</p>
          <p className="mt-4 text-sm text-gray-700">
            {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
            {post.updated !== post.date ? (
              <>
                {' '}
                · Updated <time dateTime={post.updated}>{formatDate(post.updated)}</time>
              </>
            ) : null}{' '}
            · {post.readingMinutes} min read
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <StaticImage
          src={post.cover}
          alt={post.coverAlt}
          width={1200}
          height={630}
          preload
          sizes="(min-width: 896px) 896px, 100vw"
          className="h-auto w-full rounded-2xl bg-brand-50"
        />
        {toc.length ? (
          <nav
            aria-labelledby="toc-heading"
            className="laid-out-when-near my-10 rounded-2xl bg-brand-50 p-6"
          >
            <h2 id="toc-heading" className="text-lg font-semibold text-ink">
              In this article
            </h2>
            <ol className="mt-3 flex flex-col gap-2">
              {toc.map((entry) => (
                <li key={entry.id} className={cn(entry.depth === 3 && 'ml-5 text-sm')}>
                  <a href={`#${entry.id}`} className="text-brand-800 hover:underline">
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {/* After the cover and the contents it starts below the first screen on every screen:
            its rules wait for the whole sheet (runtime/critical-css.mjs). */}
        <div
          className="article"
          data-below-first-screen={toc.length ? '' : undefined}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <CtaBanner
          heading="Want this done for your business?"
          text="Tell us where you are today and we will send a plan with priorities, budget and timelines."
          button="Get a proposal"
          request={proposalRequest}
          className="my-14 rounded-2xl p-8"
        />
        {related.length ? (
          <section className="laid-out-when-near mb-20">
            <h2 className="mb-6 text-2xl font-bold text-ink">Related posts</h2>
            <ul className="grid gap-6 md:grid-cols-3">
              {related.map((other) => (
                <PostCard key={other.slug} post={other} headingLevel={3} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <JsonLd data={blogPostingJsonLd({ ...post, path })} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Blogs', path: '/blogs' },
          { name: post.title, path },
        ])}
      />
    </article>
  );
}
