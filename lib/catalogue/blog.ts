import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { cache } from 'react';
import { z } from 'zod';

const BLOG_DIR = path.join(process.cwd(), 'content', 'blogs');

// YAML turns an unquoted date into a Date: accept both, keep the ISO day.
const isoDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
);

export const frontMatterSchema = z
  .object({
    title: z.string().min(1).max(120),
    description: z.string().min(50).max(200),
    date: isoDay,
    updated: isoDay,
    author: z.string().min(1),
    tags: z.array(z.string().min(1)).min(1),
    cover: z.string().regex(/^\/images\/[\w/.-]+$/, 'must be a local image path under /images/'),
    coverAlt: z.string().min(1),
  })
  .strict()
  .refine((data) => data.updated >= data.date, {
    path: ['updated'],
    error: 'must not be before date',
  });

export type PostMeta = z.output<typeof frontMatterSchema> & {
  slug: string;
  readingMinutes: number;
};
export type Post = PostMeta & { body: string };

const WORDS_PER_MINUTE = 200;

export const readingMinutes = (text: string) =>
  Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));

/** Parses one post; a bad front matter fails with a message naming the file. */
export function parsePost(fileName: string, source: string): Post {
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'front matter'} ${issue.message}`,
    );
    throw new Error(`Invalid blog post content/blogs/${fileName}: ${problems.join('; ')}`);
  }
  return {
    ...parsed.data,
    slug: fileName.replace(/\.md$/, ''),
    readingMinutes: readingMinutes(content),
    body: content,
  };
}

/** Every post, newest first. */
export const getAllPosts = cache((): Post[] =>
  fs
    .readdirSync(BLOG_DIR)
    .filter((file) => file.endsWith('.md'))
    .map((file) => parsePost(file, fs.readFileSync(path.join(BLOG_DIR, file), 'utf8')))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
);

export const getPost = cache((slug: string) => getAllPosts().find((post) => post.slug === slug));

/** A post's page. */
export const postPath = (slug: string) => `/blogs/${slug}`;

/** The params each post's page and image are built with (`[blogId]`). */
export const postStaticParams = () => getAllPosts().map((post) => ({ blogId: post.slug }));

/** Posts sharing the most tags with `post`, then the newest. */
export function relatedPosts<T extends PostMeta>(post: T, all: T[], limit = 3): T[] {
  const tags = new Set(post.tags);
  return all
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}
