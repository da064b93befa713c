import { funnelCopy } from '@/content/inbox-funnel';
import { GROUPINGS, GROUPING_LABELS, type Grouping } from '@/lib/funnel/funnel-values';
import { funnelPath } from '@/lib/inbox/inbox-paths';
import type { DayRange } from '@/lib/server/funnel/funnel-store';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

// The funnel's days and rows: a GET form, so that a view is a link and needs no script.

const FIELD = 'rounded-lg border border-gray-400 bg-white px-3 py-2 text-base';

export function FunnelRangeForm({ range, grouping }: { range: DayRange; grouping: Grouping }) {
  return (
    <form method="get" action={funnelPath} className="flex flex-wrap items-end gap-3">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-1 font-semibold">{funnelCopy.rangeLegend}</legend>
        <label className="flex flex-col gap-1">
          <span>{funnelCopy.from}</span>
          <input type="date" name="from" required defaultValue={range.from} className={FIELD} />
        </label>
        <label className="flex flex-col gap-1">
          <span>{funnelCopy.to}</span>
          <input type="date" name="to" required defaultValue={range.to} className={FIELD} />
        </label>
      </fieldset>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{funnelCopy.groupBy}</span>
        <select name="group" defaultValue={grouping} className={FIELD}>
          {GROUPINGS.map((each) => (
            <option key={each} value={each}>
              {GROUPING_LABELS[each]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={cn(buttonVariants({ variant: 'primary', size: 'md' }))}>
        {funnelCopy.show}
      </button>
    </form>
  );
}
