import { speedCopy } from '@/content/inbox-queue';
import { minutesSpan } from '@/lib/inbox/elapsed';
import type { SpeedFigure, SpeedToLead } from '@/lib/server/inbox/speed-to-lead';

const figure = (value?: SpeedFigure) =>
  value ? speedCopy.figure(minutesSpan(value.medianMinutes), value.leads) : speedCopy.none;

/**
 * For admins, at the top of the queue: how fast leads are called back, this week against last and
 * by owner, so a slow week or a counsellor who needs help shows at a glance.
 */
export function SpeedToLeadSummary({
  speed,
  thisWeek,
  lastWeek,
}: {
  speed: SpeedToLead;
  thisWeek: string;
  lastWeek: string;
}) {
  const week = (name: string) => speed.weeks.find(({ week }) => week === name);
  return (
    <section
      aria-labelledby="speed-heading"
      className="rounded-xl border border-gray-200 bg-white p-3 text-sm"
    >
      <h2 id="speed-heading" className="font-bold">
        {speedCopy.heading}
      </h2>
      <p className="text-gray-700">{speedCopy.intro}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">{speedCopy.thisWeek}</dt>
        <dd>{figure(week(thisWeek))}</dd>
        <dt className="font-semibold">{speedCopy.lastWeek}</dt>
        <dd>{figure(week(lastWeek))}</dd>
      </dl>
      {speed.owners.length > 0 && (
        <>
          <h3 className="mt-2 font-semibold">{speedCopy.perOwner}</h3>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {speed.owners.map((owner) => (
              <li key={owner.ownerId ?? 'none'}>
                {owner.ownerName ?? speedCopy.noOwner}: {figure(owner)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
