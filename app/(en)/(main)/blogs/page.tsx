import { PageHero } from '@/components/content/page-hero';
import { PostCard } from '@/components/content/post-card';
import { getAllPosts } from '@/lib/catalogue/blog';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Digital Marketing Blog for Indian Businesses',
  description:
    'Practical guides from Leadwise Digital on local SEO, Google Ads, WhatsApp lead nurturing, landing pages, GA4 tracking and social media for Indian businesses.',
  path: '/blogs',
});

export default function BlogListPage() {
  const posts = getAllPosts();
  return (
    <>
      <PageHero
        wide
        title="The Leadwise Digital blog"
        intro="Practical, jargon-free guides on getting more and better enquiries: search, ads, social media, websites, tracking and follow-up, written for businesses in Gurugram and across India."
      />
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 pb-20 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {/* The first cover is the largest thing a phone shows: load it with the page. */}
        {posts.map((post, index) => (
          <PostCard key={post.slug} post={post} preload={index === 0} />
        ))}
      </ul>
    </>
  );
}
