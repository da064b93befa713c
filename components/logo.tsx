import Link from 'next/link';
import { siteConfig } from '@/lib/site-config';
import { StaticImage } from './static-image';

const image = <StaticImage src="/logo.svg" alt={siteConfig.name} width={170} height={34} preload />;

/**
 * The logo, linking home. `plain` where home is under another root layout or seldom the next step
 * (the admission pages, the 404): next/link would prefetch the home page on every such visit.
 */
export function Logo({ plain = false }: { plain?: boolean }) {
  const Anchor = plain ? 'a' : Link;
  return (
    <Anchor href="/" className="inline-flex shrink-0">
      {image}
    </Anchor>
  );
}
