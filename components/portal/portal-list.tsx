import Link from 'next/link';
import { outcomeLabels, portalCopy as copy } from '@/content/portal';
import { leadReference } from '@/lib/delivery/delivery-values';
import { readablePhone } from '@/lib/inbox/lead-contact';
import { isOutcome } from '@/lib/portal/outcomes';
import { portalLeadPath } from '@/lib/portal/portal-paths';
import type { PortalRow } from '@/lib/server/portal/portal-reads';
import { indiaReadable } from '@/lib/time/india-time';
import { textLink } from '../ui/text-link';

const cell = 'px-3 py-2 align-top';

/** A page of the university's leads: each row opens the lead; wide tables scroll on a phone. */
export function PortalList({ university, rows }: { university: string; rows: PortalRow[] }) {
  if (!rows.length) return <p className="rounded-lg bg-white p-4">{copy.none}</p>;
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-gray-100">
          <tr>
            {[
              copy.columns.name,
              copy.columns.reference,
              copy.columns.phone,
              copy.columns.course,
              copy.columns.city,
              copy.columns.delivered,
              copy.columns.outcome,
            ].map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-gray-200">
              <th scope="row" className={cell}>
                <Link href={portalLeadPath(university, row.id)} className={textLink}>
                  {row.name}
                </Link>
              </th>
              <td className={cell}>{leadReference(row.id)}</td>
              <td className={`${cell} whitespace-nowrap`}>{readablePhone(row.phone)}</td>
              <td className={cell}>{row.course}</td>
              <td className={cell}>{row.city}</td>
              <td className={`${cell} whitespace-nowrap`}>{indiaReadable(row.delivered_at)}</td>
              <td className={cell}>{isOutcome(row.outcome) ? outcomeLabels[row.outcome] : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
