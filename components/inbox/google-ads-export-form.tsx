import { exportCopy } from '@/content/inbox-records';
import { exportPath } from '@/lib/inbox/inbox-paths';
import type { QueueParams } from '@/lib/inbox/queue-params';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

const STAGES = ['arrival', 'qualified', 'won'] as const;

/**
 * The Google Ads file of a view of the queue: a GET form to the export carrying the view's
 * filters and asking what counts as a conversion (an enquiry's arrival, or a lead's reaching
 * qualified or won) and the conversion action's name. No script needed.
 */
export function GoogleAdsExportForm({ filters }: { filters: Omit<QueueParams, 'page'> }) {
  return (
    <form method="get" action={exportPath} className="flex flex-col gap-3">
      <input type="hidden" name="format" value="google-ads" />
      {Object.entries(filters).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{exportCopy.stage}</legend>
        {STAGES.map((stage) => (
          <label key={stage} className="flex items-start gap-2">
            <input
              type="radio"
              name="stage"
              value={stage === 'arrival' ? '' : stage}
              defaultChecked={stage === 'arrival'}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{exportCopy.stages[stage].label}</span>
              <span className="text-sm text-gray-700">{exportCopy.stages[stage].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label htmlFor="conversion" className="font-semibold">
        {exportCopy.conversion}
      </label>
      <input
        id="conversion"
        name="conversion"
        required
        maxLength={100}
        aria-describedby="conversion-hint"
        className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-base"
      />
      <p id="conversion-hint" className="text-sm text-gray-700">
        {exportCopy.conversionHint}
      </p>
      <button
        type="submit"
        className={cn(buttonVariants({ variant: 'primary', size: 'md' }), 'self-start')}
      >
        {exportCopy.download}
      </button>
    </form>
  );
}
