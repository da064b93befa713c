import Link from 'next/link';
import { siteConfig } from '@/lib/config/site-config';

// The wordmark's two colours: the name's last word in the brand's.
const nameWords = siteConfig.name.split(' ');
const lastWord = nameWords.pop();

/**
 * The logo, linking home: public/logo.svg's mark drawn in the page, its words as the page's text.
 * Not that file as an image: an SVG image is a document of its own, which the phone builds and
 * lays out, looking up a system font for its words, before the first paint (34–68 ms at 4x CPU).
 * `plain` where home is under another root layout or seldom the next step (the admission pages,
 * the 404): next/link would prefetch the home page on every such visit.
 */
export function Logo({ plain = false }: { plain?: boolean }) {
  const Anchor = plain ? 'a' : Link;
  return (
    <Anchor
      href="/"
      className="inline-flex h-[34px] shrink-0 items-center gap-2 text-base leading-none font-bold text-ink"
    >
      <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true">
        <rect width="40" height="40" rx="9" className="fill-brand-700" />
        <path d="M12 8h6v18h11v6H12z" className="fill-white" />
        <circle cx="30" cy="12" r="4" className="fill-accent" />
      </svg>
      <span>
        {nameWords.join(' ')} <span className="font-medium text-brand-700">{lastWord}</span>
      </span>
    </Anchor>
  );
}
