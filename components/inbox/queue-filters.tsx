import Link from 'next/link';
import { kindLabels, statusLabels } from '@/content/inbox-work';
import { queueCopy } from '@/content/inbox-queue';
import { universities } from '@/lib/catalogue/universities';
import { inboxHome } from '@/lib/inbox/inbox-paths';
import { LEAD_STATUSES } from '@/lib/inbox/lead-work-values';
import type { QueueParams } from '@/lib/inbox/queue-params';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';
import { textLink } from '../ui/text-link';

const control =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';
const label = 'text-sm font-semibold text-ink';

function Select({
  name,
  text,
  value,
  options,
}: {
  name: keyof QueueParams;
  text: string;
  value?: string;
  options: [string, string][];
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`queue-${name}`} className={label}>
        {text}
      </label>
      <select id={`queue-${name}`} name={name} defaultValue={value ?? ''} className={control}>
        <option value="">{queueCopy.any}</option>
        {options.map(([option, optionText]) => (
          <option key={option} value={option}>
            {optionText}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search and filters, a GET form to the queue itself: the view is its URL, shared as a link
 * and working without the page's script. The filters stay folded until asked for (their summary
 * says how many are set), so on a phone the list starts near the top of the screen.
 */
export function QueueFilters({ params }: { params: QueueParams }) {
  const chosen = [
    params.status,
    params.kind,
    params.university,
    params.owner,
    params.campaign,
    params.verified,
  ].filter(Boolean).length;
  return (
    <form method="get" action={inboxHome} role="search" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor="queue-q" className={label}>
          {queueCopy.search}
        </label>
        <div className="flex flex-1 gap-2">
          <input
            id="queue-q"
            name="q"
            type="search"
            defaultValue={params.q}
            placeholder={queueCopy.searchHint}
            maxLength={100}
            className={cn(control, 'min-w-0 placeholder:text-sm')}
          />
          <button type="submit" className={cn(buttonVariants({ size: 'sm' }), 'shrink-0')}>
            {queueCopy.apply}
          </button>
        </div>
      </div>
      <details className="rounded-xl border border-gray-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          {chosen ? queueCopy.filtersChosen(chosen) : queueCopy.filters}
        </summary>
        <div className="grid gap-3 p-3 pt-0 sm:grid-cols-2 lg:grid-cols-6">
          <Select
            name="status"
            text={queueCopy.status}
            value={params.status}
            options={LEAD_STATUSES.map((status) => [status, statusLabels[status]])}
          />
          <Select
            name="kind"
            text={queueCopy.kind}
            value={params.kind}
            options={Object.entries(kindLabels)}
          />
          <Select
            name="university"
            text={queueCopy.university}
            value={params.university}
            options={universities.map(({ id, name }) => [id, name])}
          />
          <Select
            name="owner"
            text={queueCopy.owner}
            value={params.owner}
            options={[
              ['mine', queueCopy.mine],
              ['unassigned', queueCopy.unassigned],
            ]}
          />
          <Select
            name="verified"
            text={queueCopy.verified}
            value={params.verified}
            options={[['yes', queueCopy.verifiedOnly]]}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="queue-campaign" className={label}>
              {queueCopy.campaign}
            </label>
            <input
              id="queue-campaign"
              name="campaign"
              defaultValue={params.campaign}
              maxLength={200}
              className={control}
            />
          </div>
          <div className="sm:col-span-2 lg:col-span-5">
            <button type="submit" className={cn(buttonVariants({ size: 'sm' }))}>
              {queueCopy.apply}
            </button>
          </div>
        </div>
      </details>
      {(chosen > 0 || params.q) && (
        <Link href={inboxHome} className={cn(textLink, 'w-fit')}>
          {queueCopy.clear}
        </Link>
      )}
    </form>
  );
}
