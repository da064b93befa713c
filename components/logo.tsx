import Link from 'next/link';
import { siteConfig } from '@/lib/site-config';
import { StaticImage } from './static-image';

export function Logo() {
  return (
    <Link href="/" className="inline-flex shrink-0">
      <StaticImage src="/logo.svg" alt={siteConfig.name} width={170} height={34} preload />
    </Link>
  );
}
