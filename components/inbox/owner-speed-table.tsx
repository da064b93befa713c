import { speedCopy } from '@/content/inbox-queue';
import { minutesSpan } from '@/lib/inbox/elapsed';
import type { OwnerSpeed, OwnerWeek } from '@/lib/server/inbox/owner-speed';
import { cn } from '@/lib/ui/cn';

const copy = speedCopy;

const minutes = (value: number | null) => (value === null ? copy.noCall : minutesSpan(value));

/** One week's figures per owner: four columns, which fit a 360 px screen. */
function WeekTable({
  caption,
  owners,
  week,
}: {
  caption: string;
  owners: OwnerSpeed[];
  week: 'thisWeek' | 'lastWeek';
}) {
  const cell = 'px-2 py-1 text-left align-top';
  // Only who had leads that week: an owner of last week's alone is not "no call yet" this week.
  const rows = owners.filter((owner) => owner[week].leads || owner[week].deadlines);
  if (!rows.length)
    return (
      <p>
        <span className="font-semibold">{caption}:</span> {copy.noOwnerYet}
      </p>
    );
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="pb-1 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-300">
          <th scope="col" className={cell}>
            {copy.owner}
          </th>
          <th scope="col" className={cell}>
            {copy.median}
          </th>
          <th scope="col" className={cell}>
            {copy.p90}
          </th>
          <th scope="col" className={cell}>
            {copy.withinDeadline}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((owner) => {
          const figures: OwnerWeek = owner[week];
          return (
            <tr key={owner.ownerId} className="border-b border-gray-200">
              <th scope="row" className={cn(cell, 'font-semibold')}>
                {owner.ownerName}
              </th>
              <td className={cell}>{minutes(figures.medianMinutes)}</td>
              <td className={cell}>{minutes(figures.p90Minutes)}</td>
              <td className={cell}>
                {figures.deadlines ? copy.share(figures.met, figures.deadlines) : copy.noDeadline}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Speed to lead per owner (lib/server/inbox/owner-speed.ts), folded until asked for: a table for
 * this week and one for last, side by side on a wide screen, one above the other on a phone.
 */
export function OwnerSpeedTables({
  owners,
  thisWeek,
  lastWeek,
}: {
  owners: OwnerSpeed[];
  thisWeek: string;
  lastWeek: string;
}) {
  return (
    <details className="mt-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 font-semibold text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        <h3>{copy.perOwner}</h3>
      </summary>
      <p className="text-gray-700">{copy.perOwnerIntro}</p>
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        <WeekTable
          caption={copy.ownerCaption(copy.thisWeek, thisWeek)}
          owners={owners}
          week="thisWeek"
        />
        <WeekTable
          caption={copy.ownerCaption(copy.lastWeek, lastWeek)}
          owners={owners}
          week="lastWeek"
        />
      </div>
    </details>
  );
}
