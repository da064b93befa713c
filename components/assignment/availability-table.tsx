import Link from 'next/link';
import { assignmentCopy } from '@/content/inbox-assignment';
import { onLeave } from '@/lib/assignment/availability-form';
import { formatHours } from '@/lib/assignment/working-hours';
import { operatorHoursPath } from '@/lib/inbox/inbox-paths';
import type { OperatorAvailability } from '@/lib/server/assignment/availability';
import { cn } from '@/lib/ui/cn';
import { textLink } from '../ui/text-link';

const copy = assignmentCopy;

/**
 * Every active operator's hours, leave and cap, each with a link to change them. A table on a
 * wide screen; at 360 px each row stacks, its cells named by their column.
 */
export function AvailabilityTable({
  operators,
  now,
}: {
  operators: OperatorAvailability[];
  now: Date;
}) {
  const cell = 'block py-1 md:table-cell md:px-3 md:py-2';
  // A stacked row names each cell, as the hidden header row would.
  const named = (column: string) => <span className="font-semibold md:hidden">{column}: </span>;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{copy.availabilityHeading}</caption>
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b border-gray-300 text-left">
          <th scope="col" className={cell}>
            {copy.operatorColumn}
          </th>
          <th scope="col" className={cell}>
            {copy.hoursColumn}
          </th>
          <th scope="col" className={cell}>
            {copy.leaveColumn}
          </th>
          <th scope="col" className={cell}>
            {copy.capColumn}
          </th>
          <th scope="col" className={cell}>
            {copy.editColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {operators.map((operator) => (
          <tr
            key={operator.operatorId}
            className="block border-b border-gray-200 py-2 md:table-row md:py-0"
          >
            <th scope="row" className={cn(cell, 'text-left font-semibold')}>
              {operator.name}
            </th>
            <td className={cell}>
              {named(copy.hoursColumn)}
              {operator.hours ? formatHours(operator.hours) : copy.anyTime}
            </td>
            <td className={cell}>
              {named(copy.leaveColumn)}
              {onLeave(operator.leaveUntil, now)
                ? copy.onLeaveUntil(operator.leaveUntil!)
                : copy.atWork}
            </td>
            <td className={cell}>
              {named(copy.capColumn)}
              {operator.dailyCap === null ? copy.noCap : copy.cap(operator.dailyCap)}
            </td>
            <td className={cell}>
              <Link
                href={operatorHoursPath(operator.operatorId)}
                className={cn(textLink, 'inline-flex min-h-11 items-center')}
              >
                {copy.edit(operator.name)}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
