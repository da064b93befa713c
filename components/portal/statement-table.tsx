import { statementCopy as copy } from '@/content/portal-statement';
import type { Statement } from '@/lib/server/portal/monthly-statement';
import { statementLines } from '@/lib/server/portal/statement-lines';

// A month's statement: each figure a row, as its CSV gives them.

export function StatementTable({
  universityName,
  statement,
}: {
  universityName: string;
  statement: Statement;
}) {
  return (
    <div className="max-w-xl relative overflow-x-auto rounded border border-gray-300">
      <table className="min-w-full border-collapse">
        <caption className="px-3 py-2 text-left font-semibold">
          {copy.caption(universityName, statement.month)}
        </caption>
        <thead className="bg-gray-100">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {copy.figure}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {copy.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {statementLines(statement).map(([label, value]) => (
            <tr key={label} className="border-t border-gray-300">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {label}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
