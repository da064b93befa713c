import { cn } from '@/lib/ui/cn';
import { siteConfig, telHref } from '@/lib/config/site-config';

type Props = {
  className?: string;
  /** An icon alone below 1200 px, where the header has no room for the number beside the menu. */
  compact?: boolean;
};

/** docs/product.md#header: the contact phone with its "Call Us" text, as a tel: link. */
export function CallUsLink({ className, compact = false }: Props) {
  const { phone } = siteConfig.contact;
  return (
    <a
      href={telHref(phone)}
      className={cn('flex shrink-0 items-center gap-2 rounded-lg leading-tight', className)}
    >
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        >
          <path d="M5 4h3.5l2 5-2.5 1.5a11 11 0 0 0 5.5 5.5l1.5-2.5 5 2V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
        </svg>
      </span>
      <span className={cn('flex flex-col whitespace-nowrap', compact && 'sr-only xl:not-sr-only')}>
        <span className="text-xs font-medium text-brand-800">Call Us</span>
        <span className="font-semibold text-ink">{phone}</span>
      </span>
    </a>
  );
}
