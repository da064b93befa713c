import { getPost, postStaticParams } from '@/lib/catalogue/blog';
import { ogContentType, ogSize, renderOgImage } from '@/lib/seo/og-image';

export const alt = 'Leadwise Digital blog post';
export const size = ogSize;
export const contentType = ogContentType;

export const generateStaticParams = postStaticParams;

export default async function Image({ params }: { params: Promise<{ blogId: string }> }) {
  const post = getPost((await params).blogId);
  return renderOgImage({
    title: post?.title ?? 'Leadwise Digital blog',
    eyebrow: 'From the Leadwise Digital blog',
  });
}
