import Link from 'next/link';
import {
  returnReasonLabels,
  returnDecisionLabels,
  returnsAdminCopy as copy,
} from '@/content/portal';
import { getUniversity } from '@/lib/catalogue/universities';
import { leadPath } from '@/lib/inbox/inbox-paths';
import { isReturnReason } from '@/lib/portal/outcomes';
import { decideReturn } from '@/lib/server/inbox-entries/return-actions';
import type { ReturnRow } from '@/lib/server/portal/lead-returns';
import { indiaReadable } from '@/lib/time/india-time';
import { cn } from '@/lib/ui/cn';
import { fieldControl } from '../leads/text-field';
import { buttonVariants } from '../ui/button-variants';
import { textLink } from '../ui/text-link';
import type { ActionState } from '@/lib/inbox/action-state';

/** What a return's answer came to, from the page's address: only our own words, by their key. */
export function returnsAnswer(query: Record<string, string | string[] | undefined>): ActionState {
  const key = String(query.returns ?? '');
  if (key === 'decided') return { ok: true, message: copy.decided };
  if (key === 'decided-before') return { ok: false, message: copy.decidedBefore };
  if (key === 'unavailable' || key === 'invalid') return { ok: false, message: copy.unavailable };
  return null;
}

/**
 * Returns for an admin: each with the university's reason and note, and, while open, a form to
 * approve or refuse it with a note (posts natively; `back` is the page it is on).
 */
export function ReturnsAdmin({
  rows,
  back,
  showLead = false,
}: {
  rows: ReturnRow[];
  back: string;
  showLead?: boolean;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex flex-col gap-2 rounded-lg border border-gray-300 bg-white p-3 text-sm"
        >
          {showLead && (
            <Link href={leadPath(row.lead_id)} className={textLink}>
              {copy.lead(row.lead_id)}
            </Link>
          )}
          <p className="font-semibold">
            {copy.row(
              getUniversity(row.university)?.name ?? row.university,
              isReturnReason(row.reason) ? returnReasonLabels[row.reason] : row.reason,
              indiaReadable(row.asked_at),
            )}
          </p>
          {row.note && <p className="whitespace-pre-line">{row.note}</p>}
          {row.decision && row.decided_at ? (
            <p>
              <strong>{returnDecisionLabels[row.decision]}</strong> {indiaReadable(row.decided_at)}
              {row.decision_note && (
                <span className="block whitespace-pre-line">{row.decision_note}</span>
              )}
            </p>
          ) : (
            <form action={decideReturn} className="flex flex-col gap-2">
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="back" value={back} />
              <fieldset className="flex flex-wrap gap-4">
                <legend className="font-semibold">{copy.decision}</legend>
                {(['approved', 'refused'] as const).map((decision) => (
                  <label key={decision} className="flex min-h-11 items-center gap-2">
                    <input type="radio" name="decision" value={decision} required />
                    {decision === 'approved' ? copy.approve : copy.refuse}
                  </label>
                ))}
              </fieldset>
              <label htmlFor={`return-note-${row.id}`} className="font-semibold">
                {copy.note}
              </label>
              <textarea
                id={`return-note-${row.id}`}
                name="note"
                rows={2}
                maxLength={1000}
                className={fieldControl}
              />
              <button
                type="submit"
                className={cn(buttonVariants({ variant: 'primary', size: 'sm' }), 'self-start')}
              >
                {copy.submit}
              </button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}
