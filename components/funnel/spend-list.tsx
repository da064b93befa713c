import { funnelCopy } from '@/content/inbox-funnel';
import { rupees } from '@/lib/funnel/funnel-format';
import type { SpendEntry } from '@/lib/server/funnel/campaign-spend';

/** The spend figures of the range's months, as stored: what the costs are computed from. */
export function SpendList({ entries }: { entries: SpendEntry[] }) {
  if (!entries.length) return <p>{funnelCopy.noSpend}</p>;
  return (
    <div
      role="region"
      aria-labelledby="spend-list"
      tabIndex={0}
      className="relative overflow-x-auto rounded border border-gray-300"
    >
      <table className="min-w-full border-collapse">
        <caption id="spend-list" className="px-3 py-2 text-left font-semibold">
          {funnelCopy.spendList}
        </caption>
        <thead className="bg-gray-100">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {funnelCopy.campaign}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {funnelCopy.month}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {funnelCopy.source}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {funnelCopy.spend}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={`${entry.campaign} ${entry.month} ${entry.platform}`}
              className="border-t border-gray-300"
            >
              <th scope="row" className="px-3 py-2 text-left font-normal break-all">
                {entry.campaign}
              </th>
              <td className="px-3 py-2">{entry.month}</td>
              <td className="px-3 py-2">{funnelCopy.platforms[entry.platform]}</td>
              <td className="px-3 py-2 text-right tabular-nums">{rupees(entry.amount_paise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
