import { exportCopy } from '@/content/inbox-records';
import { exportPath } from '@/lib/inbox/inbox-paths';
import type { QueueParams } from '@/lib/inbox/queue-params';
import { cn } from '@/lib/ui/cn';
import { MAX_CONVERSION_NAME } from '@/lib/validations/conversion-name';
import { buttonVariants } from '../ui/button-variants';

const STAGES = ['arrival', 'qualified', 'won'] as const;

/**
 * The Google Ads file of a view of the queue: a GET form to the export carrying the view's
 * filters and asking what counts as a conversion (an enquiry's arrival, or a lead's reaching
 * qualified or won) and the conversion action's name. No script needed.
 */
export function GoogleAdsExportForm({
  filters,
  typed,
  problem,
  stage: chosen = '',
}: {
  filters: Omit<QueueParams, 'page'>;
  /** A name the export refused, as typed, and why. */
  typed?: string;
  problem?: string;
  stage?: string;
}) {
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
              defaultChecked={
                stage === 'arrival'
                  ? !(STAGES as readonly string[]).includes(chosen) || chosen === 'arrival'
                  : chosen === stage
              }
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
        maxLength={MAX_CONVERSION_NAME}
        defaultValue={typed}
        autoFocus={Boolean(problem)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={cn('conversion-hint', problem && 'conversion-problem')}
        className={cn(
          'rounded-lg border border-gray-400 bg-white px-3 py-2 text-base',
          problem && 'border-red-700',
        )}
      />
      <p id="conversion-hint" className="text-sm text-gray-700">
        {exportCopy.conversionHint}
      </p>
      {problem && (
        <p id="conversion-problem" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className={cn(buttonVariants({ variant: 'primary', size: 'md' }), 'self-start')}
      >
        {exportCopy.download}
      </button>
    </form>
  );
}
