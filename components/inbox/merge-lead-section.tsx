import { mergeCopy } from '@/content/inbox-person';
import { leadMergePath } from '@/lib/inbox/inbox-paths';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

const control =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:w-40';

/**
 * An admin's way to merge a lead the rules did not join into this one, by its number: a GET form
 * to the confirm step, which works without the page's script and changes nothing by itself.
 */
export function MergeLeadSection({ leadId }: { leadId: number }) {
  return (
    <section
      aria-labelledby="merge-lead-title"
      className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 id="merge-lead-title" className="text-lg font-bold">
        {mergeCopy.sectionTitle}
      </h2>
      <p className="max-w-prose text-sm text-gray-700">{mergeCopy.sectionIntro}</p>
      <form method="get" action={leadMergePath(leadId)} className="flex flex-col gap-1">
        <label htmlFor="merge-other" className="text-sm font-semibold text-ink">
          {mergeCopy.otherId}
        </label>
        <p id="merge-other-hint" className="text-sm text-gray-700">
          {mergeCopy.otherIdHint}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="merge-other"
            name="other"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={10}
            required
            aria-describedby="merge-other-hint"
            className={control}
          />
          <button
            type="submit"
            className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'sm:w-auto')}
          >
            {mergeCopy.review}
          </button>
        </div>
      </form>
    </section>
  );
}
