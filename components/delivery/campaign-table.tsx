import { deliveryPageCopy } from '@/content/inbox-delivery';
import { percent, type CampaignReport } from '@/lib/server/delivery/delivery-report';
import { cn } from '@/lib/ui/cn';

const copy = deliveryPageCopy;
const columns = copy.columns;

/**
 * Each campaign's answered leads this month, with the share accepted and the share the
 * universities already had: a campaign buying students the university knows stands out.
 */
export function CampaignTable({ rows }: { rows: CampaignReport[] }) {
  if (!rows.length) return <p>{copy.noCampaigns}</p>;
  const cell = 'block py-1 md:table-cell md:px-3 md:py-2';
  const named = (column: string) => <span className="font-semibold md:hidden">{column}: </span>;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{copy.campaignsHeading}</caption>
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b border-gray-300 text-left">
          {[columns.campaign, columns.delivered, columns.acceptance, columns.duplicateRate].map(
            (column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.campaign}
            className="block border-b border-gray-200 py-2 md:table-row md:py-0"
          >
            <th scope="row" className={cn(cell, 'text-left font-semibold break-words')}>
              {row.campaign}
            </th>
            <td className={cell}>
              {named(columns.delivered)}
              {row.delivered}
            </td>
            <td className={cell}>
              {named(columns.acceptance)}
              {percent(row.accepted, row.delivered)}
            </td>
            <td className={cell}>
              {named(columns.duplicateRate)}
              {percent(row.duplicate, row.delivered)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
