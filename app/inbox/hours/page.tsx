import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { HoursForm } from '@/components/assignment/hours-form';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { textLink } from '@/components/ui/text-link';
import { assignmentCopy, hoursCopy } from '@/content/inbox-assignment';
import { availabilityFields, onLeave } from '@/lib/assignment/availability-form';
import {
  assignmentPath,
  hoursPath,
  OTHER_OPERATOR,
  operatorHoursPath,
} from '@/lib/inbox/inbox-paths';
import { ASSIGNMENT_PERMISSION } from '@/lib/inbox/roles';
import { indiaDay } from '@/lib/time/india-time';
import { saveHoursOf, saveOwnHours } from '@/lib/server/inbox-entries/availability-actions';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: hoursCopy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * An operator's working hours, leave and daily cap (docs/operations.md#lead-assignment): every
 * operator's own; with `?operator=`, anyone's for an admin (the guard answers a counsellor 403).
 */
export default async function HoursPage({ searchParams }: Props) {
  const asked = (await searchParams)[OTHER_OPERATOR];
  const other = typeof asked === 'string' && asked ? asked : null;
  const { operator, services } = await operatorPage(
    other ? operatorHoursPath(other) : hoursPath,
    other ? ASSIGNMENT_PERMISSION : undefined,
  );
  const whose = await services.availability.get(other ?? operator.id);
  if (!whose) notFound();
  const now = new Date();
  const own = whose.operatorId === operator.id;
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        {other && (
          <p>
            <Link href={assignmentPath} className={textLink}>
              {hoursCopy.allOperators}
            </Link>
          </p>
        )}
        <h1 className="text-2xl font-bold">{hoursCopy.heading(whose.name, own)}</h1>
        <p className="max-w-3xl">{hoursCopy.intro(whose.name, own)}</p>
        {onLeave(whose.leaveUntil, now) && (
          <p className="font-semibold">{assignmentCopy.onLeaveUntil(whose.leaveUntil!)}</p>
        )}
        <HoursForm
          action={other ? saveHoursOf : saveOwnHours}
          operatorId={other ?? undefined}
          stored={availabilityFields(whose, now)}
          onLeave={onLeave(whose.leaveUntil, now)}
          today={indiaDay(now)}
        />
      </main>
    </>
  );
}
