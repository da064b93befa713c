import Link from 'next/link';
import { queueCopy } from '@/content/inbox-queue';
import { inboxHome } from '@/lib/inbox/inbox-paths';
import { queueQuery, type QueueParams } from '@/lib/inbox/queue-params';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

const pageLink = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-h-11');

/** Where this page stands, and links to the pages either side (none past either end). */
export function QueuePager({
  params,
  page,
  pages,
  total,
}: {
  params: QueueParams;
  page: number;
  pages: number;
  total: number;
}) {
  const to = (number: number) => `${inboxHome}${queueQuery(params, { page: String(number) })}`;
  return (
    <nav aria-label={queueCopy.pagesLabel} className="flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link href={to(Math.min(page - 1, pages))} rel="prev" className={pageLink}>
          {queueCopy.previous}
        </Link>
      )}
      <p className="text-sm text-gray-700">{queueCopy.pageOf(page, pages, total)}</p>
      {page < pages && (
        <Link href={to(page + 1)} rel="next" className={pageLink}>
          {queueCopy.next}
        </Link>
      )}
    </nav>
  );
}
