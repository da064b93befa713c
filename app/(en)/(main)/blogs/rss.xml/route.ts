import { getAllPosts } from '@/lib/catalogue/blog';
import { siteConfig } from '@/lib/config/site-config';

export const dynamic = 'force-static';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

export function GET() {
  const url = (path: string) => new URL(path, siteConfig.url).toString();
  const items = getAllPosts()
    .map(
      (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url(`/blogs/${post.slug}`)}</link>
      <guid isPermaLink="true">${url(`/blogs/${post.slug}`)}</guid>
      <description>${escapeXml(post.description)}</description>
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
${post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join('\n')}
    </item>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${siteConfig.name} blog`)}</title>
    <link>${url('/blogs')}</link>
    <description>${escapeXml(siteConfig.description)}</description>
    <language>en-IN</language>
    <atom:link href="${url('/blogs/rss.xml')}" rel="self" type="application/rss+xml" />
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
