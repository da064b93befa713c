import { deliveryPageCopy } from '@/content/inbox-delivery';
import type { Counts, UniversityReport } from '@/lib/server/delivery/delivery-report';
import { indiaReadable } from '@/lib/time/india-time';
import { cn } from '@/lib/ui/cn';

const copy = deliveryPageCopy;
const columns = copy.columns;

const destinationOf = (row: UniversityReport) =>
  row.adapter === null
    ? copy.off
    : row.adapter === 'portal'
      ? copy.portal
      : copy.pushTo(row.adapter, row.url ?? '');

/**
 * Each university's deliveries, today and this month: answered, accepted, duplicate, rejected,
 * what waits, the cap used and the last failure. A table on a wide screen; at 360 px each row
 * stacks, its cells named by their column.
 */
export function UniversityTable({ rows }: { rows: UniversityReport[] }) {
  const cell = 'block py-1 md:table-cell md:px-3 md:py-2 md:align-top';
  const named = (column: string) => <span className="font-semibold md:hidden">{column}: </span>;
  const counts = (label: string, { delivered, accepted, duplicate, rejected }: Counts) =>
    `${label}: ${delivered} · ${accepted} · ${duplicate} · ${rejected}`;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{copy.universitiesHeading}</caption>
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b border-gray-300 text-left">
          {[
            columns.university,
            columns.destination,
            `${columns.delivered} · ${columns.accepted} · ${columns.duplicate} · ${columns.rejected}`,
            columns.held,
            columns.cap,
            columns.lastFailure,
          ].map((column) => (
            <th key={column} scope="col" className={cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-testid={`delivery-${row.id}`}
            className="block border-b border-gray-200 py-2 md:table-row md:py-0"
          >
            <th scope="row" className={cn(cell, 'text-left font-semibold')}>
              {row.name}
            </th>
            <td className={cn(cell, 'break-words')}>
              {named(columns.destination)}
              {destinationOf(row)}
            </td>
            <td className={cell}>
              {named(
                `${columns.delivered} · ${columns.accepted} · ${columns.duplicate} · ${columns.rejected}`,
              )}
              <span className="block">{counts(copy.today, row.today)}</span>
              <span className="block">{counts(copy.month, row.month)}</span>
            </td>
            <td className={cell}>
              {named(columns.held)}
              {copy.waiting(row.held, row.pending)}
            </td>
            <td className={cell}>
              {named(columns.cap)}
              {row.dailyCap ? copy.capUsed(row.capUsed, row.dailyCap) : copy.noCap}
            </td>
            <td className={cn(cell, 'break-words')}>
              {named(columns.lastFailure)}
              {row.lastFailure
                ? `${indiaReadable(row.lastFailure.at)}: ${row.lastFailure.detail}`
                : copy.none}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
