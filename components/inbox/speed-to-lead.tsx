import { speedCopy } from '@/content/inbox-queue';
import { minutesSpan } from '@/lib/inbox/elapsed';
import type { OwnerSpeed } from '@/lib/server/inbox/owner-speed';
import type { SpeedFigure, SpeedToLead } from '@/lib/server/inbox/speed-to-lead';
import { OwnerSpeedTables } from './owner-speed-table';

const figure = (value?: SpeedFigure) =>
  value ? speedCopy.figure(minutesSpan(value.medianMinutes), value.leads) : speedCopy.none;

/**
 * For admins, below the queue's leads: how fast leads are called back, this week against last in
 * two lines, and per owner one tap further, so a slow week or a counsellor who needs help shows.
 */
export function SpeedToLeadSummary({
  speed,
  owners,
  thisWeek,
  lastWeek,
}: {
  speed: SpeedToLead;
  owners: OwnerSpeed[];
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
      <OwnerSpeedTables owners={owners} thisWeek={thisWeek} lastWeek={lastWeek} />
    </section>
  );
}
