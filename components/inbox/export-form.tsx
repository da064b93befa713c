import { exportCopy } from '@/content/inbox-records';
import { exportPath } from '@/lib/inbox/inbox-paths';
import type { QueueParams } from '@/lib/inbox/queue-params';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

const field =
  'rounded-lg border border-gray-400 bg-white px-3 py-2 text-base focus-visible:border-brand-700';

/**
 * The queue's view downloaded (admins): a GET form to the export, carrying the view's filters,
 * so the file holds the leads the list shows, on every page of it. No script needed.
 */
export function ExportForm({ params }: { params: QueueParams }) {
  const { page: _page, ...filters } = params;
  return (
    <form
      method="get"
      action={exportPath}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold">{exportCopy.title}</h2>
      {Object.entries(filters).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {exportCopy.format}
          <select name="format" defaultValue="csv" className={field}>
            {Object.entries(exportCopy.formats).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
          {exportCopy.conversion}
          <input
            name="conversion"
            maxLength={100}
            aria-describedby="export-conversion-hint"
            className={field}
          />
        </label>
        <button type="submit" className={cn(buttonVariants({ variant: 'outline', size: 'md' }))}>
          {exportCopy.download}
        </button>
      </div>
      <p id="export-conversion-hint" className="text-sm text-gray-700">
        {exportCopy.conversionHint} {exportCopy.filteredNote}
      </p>
    </form>
  );
}
