import Link from 'next/link';
import { outcomeLabels, portalCopy as copy } from '@/content/portal';
import { OUTCOMES } from '@/lib/portal/outcomes';
import { portalPath } from '@/lib/portal/portal-paths';
import type { PortalParams } from '@/lib/portal/portal-query';
import { fieldControl, TextField } from '../leads/text-field';
import { buttonVariants } from '../ui/button-variants';
import { textLink } from '../ui/text-link';

const label = 'text-sm font-semibold text-ink';

/** The search and filters: a GET form to the list itself, so the view is its URL, script or not. */
export function PortalFilters({
  university,
  params,
}: {
  university: string;
  params: PortalParams;
}) {
  return (
    <form
      method="get"
      action={portalPath(university)}
      role="search"
      aria-label={copy.filtersLabel}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <TextField
        id="portal-q"
        label={copy.search}
        name="q"
        type="search"
        defaultValue={params.q ?? ''}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="portal-outcome" className={label}>
          {copy.outcome}
        </label>
        <select
          id="portal-outcome"
          name="outcome"
          defaultValue={params.outcome ?? ''}
          className={fieldControl}
        >
          <option value="">{copy.anyOutcome}</option>
          <option value="none">{copy.noOutcome}</option>
          {OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {outcomeLabels[outcome]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="portal-from"
        label={copy.from}
        name="from"
        type="date"
        defaultValue={params.from ?? ''}
      />
      <TextField
        id="portal-to"
        label={copy.to}
        name="to"
        type="date"
        defaultValue={params.to ?? ''}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonVariants({ variant: 'primary' })}>
          {copy.apply}
        </button>
        <Link href={portalPath(university)} className={textLink}>
          {copy.clear}
        </Link>
      </div>
    </form>
  );
}
