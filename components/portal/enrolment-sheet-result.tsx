import { enrolmentSheetCopy as copy } from '@/content/portal-sheet';
import type { ShownResult } from '@/lib/server/portal/sheet-result-query';
import { cn } from '@/lib/ui/cn';

// What an uploaded enrolment sheet came to: applied (how many leads changed, or none), or why
// nothing was; then each list of rows that set nothing, with their lines as the spreadsheet
// numbers them.

const BOX = 'rounded-lg border-2 p-3 font-semibold';

function Rows({
  id,
  heading,
  rows,
  more,
}: {
  id: string;
  heading: string;
  rows: { line: number; why: string }[];
  more: number;
}) {
  if (!rows.length) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-lg font-bold">
        {heading} ({rows.length + more})
      </h3>
      <div className="relative overflow-x-auto rounded border border-gray-300">
        <table className="min-w-full border-collapse">
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {copy.line}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {copy.why}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} className="border-t border-gray-300">
                <td className="px-3 py-2 text-right tabular-nums">{row.line}</td>
                <td className="px-3 py-2">{row.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p>{copy.more(more)}</p>}
    </section>
  );
}

export function EnrolmentSheetResult({ result }: { result: ShownResult }) {
  if (result.status === 'unreadable' || result.status === 'failed')
    return (
      <p role="alert" className={cn(BOX, 'border-red-700 bg-red-50 text-red-900')}>
        {result.status === 'failed' ? copy.failed : copy.problems[result.problem]}
      </p>
    );
  const applied = result.status === 'applied';
  return (
    <section aria-labelledby="result-heading" className="flex flex-col gap-4">
      <h2 id="result-heading" className="text-xl font-bold">
        {copy.resultHeading}
      </h2>
      <p
        role={applied ? 'status' : 'alert'}
        className={cn(
          BOX,
          applied
            ? 'border-green-700 bg-green-50 text-green-900'
            : 'border-red-700 bg-red-50 text-red-900',
        )}
      >
        {!applied
          ? copy.refused(result.malformed.length + result.more.malformed)
          : result.changed
            ? copy.applied(result.changed, result.same)
            : copy.unchanged(result.same)}
      </p>
      <Rows
        id="malformed-heading"
        heading={copy.malformedHeading}
        rows={result.malformed.map(({ line, problems }) => ({
          line,
          why: problems.map((problem) => copy.rowProblems[problem]).join(' '),
        }))}
        more={result.more.malformed}
      />
      <Rows
        id="unmatched-heading"
        heading={copy.unmatchedHeading}
        rows={result.unmatched.map((line) => ({ line, why: copy.noLead }))}
        more={result.more.unmatched}
      />
      <Rows
        id="ambiguous-heading"
        heading={copy.ambiguousHeading}
        rows={result.ambiguous.map((row) => ({
          line: row.line,
          why: 'leads' in row ? copy.manyLeads(row.leads) : copy.sameAs(row.sameAs),
        }))}
        more={result.more.ambiguous}
      />
    </section>
  );
}
