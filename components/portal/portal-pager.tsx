import Link from 'next/link';
import { portalCopy as copy } from '@/content/portal';
import { portalPath } from '@/lib/portal/portal-paths';
import { filtersOf, type PortalParams } from '@/lib/portal/portal-query';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

const pageLink = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-h-11');

/** Where this page stands, and links to the pages either side (none past either end). */
export function PortalPager(props: {
  university: string;
  params: PortalParams;
  page: number;
  pages: number;
  total: number;
}) {
  const { university, params, page, pages, total } = props;
  const to = (number: number) => {
    const filters = filtersOf(params);
    return `${portalPath(university)}?${filters ? `${filters}&` : ''}page=${number}`;
  };
  return (
    <nav aria-label={copy.pagesLabel} className="flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link href={to(Math.min(page - 1, pages))} rel="prev" className={pageLink}>
          {copy.previous}
        </Link>
      )}
      <p className="text-sm text-gray-700">{copy.pageOf(page, pages, total)}</p>
      {page < pages && (
        <Link href={to(page + 1)} rel="next" className={pageLink}>
          {copy.next}
        </Link>
      )}
    </nav>
  );
}
