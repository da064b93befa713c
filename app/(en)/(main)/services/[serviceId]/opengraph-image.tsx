import { ogContentType, ogSize, renderOgImage } from '@/lib/seo/og-image';
import { services, serviceStaticParams } from '@/lib/catalogue/services';

export const alt = 'Leadwise Digital service';
export const size = ogSize;
export const contentType = ogContentType;

export const generateStaticParams = serviceStaticParams;

export default async function Image({ params }: { params: Promise<{ serviceId: string }> }) {
  const { serviceId } = await params;
  const service = services.find((entry) => entry.id === serviceId);
  return renderOgImage({
    title: service?.name ?? 'Our services',
    eyebrow: 'Service · Gurugram and across India',
  });
}
