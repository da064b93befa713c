/** @jest-environment node */
import { getAllPosts, parsePost, readingMinutes, relatedPosts, type PostMeta } from './blog';

const frontMatter = (overrides: Record<string, string> = {}) => {
  const fields = {
    title: '"A post"',
    description: '"A description long enough to be a real summary of the post for search results."',
    date: '2026-01-10',
    updated: '2026-02-01',
    author: '"Leadwise Digital Editorial Team"',
    tags: '["SEO", "Local SEO"]',
    cover: '"/images/blog/a-post.svg"',
    coverAlt: '"A cover"',
    ...overrides,
  };
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\nBody text here.\n`;
};

describe('blog front matter', () => {
  it('parses a good post, with an unquoted YAML date', () => {
    const post = parsePost('a-post.md', frontMatter());
    expect(post).toMatchObject({
      slug: 'a-post',
      date: '2026-01-10',
      updated: '2026-02-01',
      tags: ['SEO', 'Local SEO'],
    });
  });

  it.each([
    [{ title: '' }, /content\/blogs\/bad-post\.md: title/],
    [
      { date: '"10/01/2026"' },
      /content\/blogs\/bad-post\.md: date must be a date written YYYY-MM-DD/,
    ],
    [
      { cover: '"https://cdn.example.com/x.png"' },
      /bad-post\.md: cover must be a local image path/,
    ],
    [{ updated: '2025-01-01' }, /bad-post\.md: updated must not be before date/],
    [{ coverAlt: '' }, /bad-post\.md: coverAlt/],
    [{ extra: '"field"' }, /bad-post\.md/],
  ])('rejects %j naming the file', (overrides, message) => {
    expect(() => parsePost('bad-post.md', frontMatter(overrides))).toThrow(message);
  });

  it('reads every shipped post, newest first, each over 800 words', () => {
    const posts = getAllPosts();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) expect(post.body.split(/\s+/).length).toBeGreaterThan(800);
  });
});

describe('reading time and related posts', () => {
  it('reads 200 words a minute, at least one minute', () => {
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes(Array(400).fill('word').join(' '))).toBe(2);
    expect(readingMinutes(Array(401).fill('word').join(' '))).toBe(3);
  });

  it('ranks by shared tags, then by date, and leaves out the post itself and strangers', () => {
    const meta = (slug: string, tags: string[], date: string) => ({ slug, tags, date }) as PostMeta;
    const post = meta('p', ['SEO', 'Ads', 'Web'], '2026-01-01');
    const all = [
      post,
      meta('one-tag-new', ['SEO'], '2026-05-01'),
      meta('two-tags', ['SEO', 'Ads'], '2025-01-01'),
      meta('one-tag-old', ['Web'], '2025-02-01'),
      meta('stranger', ['Social'], '2026-06-01'),
    ];
    expect(relatedPosts(post, all).map((entry) => entry.slug)).toEqual([
      'two-tags',
      'one-tag-new',
      'one-tag-old',
    ]);
    expect(relatedPosts(post, all, 1).map((entry) => entry.slug)).toEqual(['two-tags']);
  });
});
