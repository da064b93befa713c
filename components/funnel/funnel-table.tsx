import { STAGE_LABELS, funnelCopy } from '@/content/inbox-funnel';
import { count, duration, rate, rupees } from '@/lib/funnel/funnel-format';
import { FUNNEL_STAGES, GROUPING_LABELS } from '@/lib/funnel/funnel-values';
import { costPer, type Funnel, type FunnelRow } from '@/lib/server/funnel/funnel';
import { cn } from '@/lib/ui/cn';

// The funnel's tables: a row per campaign (or the grouping asked for) with its counts, the rate
// of each step and, where spend is known, its costs; then how far and how fast its leads got.
// Wider than a phone: each table scrolls, and takes the keyboard's focus to do so.

const HEAD = 'px-3 py-2 text-right font-semibold whitespace-nowrap';
const CELL = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

const money = (paise: number | null) => (paise === null ? '–' : rupees(paise));

function Scroller({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="relative overflow-x-auto rounded border border-gray-300"
    >
      {children}
    </div>
  );
}

function RowHead({ row, total }: { row: FunnelRow; total?: boolean }) {
  return (
    <th scope="row" className="min-w-40 px-3 py-2 text-left font-normal">
      <span className={cn('break-words', total && 'font-semibold')}>
        {total ? funnelCopy.total : row.key}
      </span>
    </th>
  );
}

export function FunnelTable({ funnel }: { funnel: Funnel }) {
  const withSpend = funnel.grouping === 'campaign' && funnel.total.spend_paise !== null;
  const group = GROUPING_LABELS[funnel.grouping];
  const { last, previous } = funnel.months;
  const all = [
    ...funnel.rows.map((row) => ({ row, total: false })),
    { row: funnel.total, total: true },
  ];
  return (
    <div className="space-y-6">
      <Scroller id="funnel-caption">
        <table className="min-w-full border-collapse">
          <caption id="funnel-caption" className="px-3 py-2 text-left font-semibold">
            {funnelCopy.tableCaption(group, funnel.range.from, funnel.range.to)}
          </caption>
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {group}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.visitors}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.formStarts}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.leads}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.verified}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.qualified}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.won}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.delivered}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.accepted}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.enrolled}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.startRate}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.leadRate}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.qualifiedRate}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.wonRate}
              </th>
              {withSpend && (
                <>
                  <th scope="col" className={HEAD}>
                    {funnelCopy.spend}
                  </th>
                  <th scope="col" className={HEAD}>
                    {funnelCopy.costPerLead}
                  </th>
                  <th scope="col" className={HEAD}>
                    {funnelCopy.costPerQualified}
                  </th>
                  <th scope="col" className={HEAD}>
                    {funnelCopy.costPerAdmission}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {all.map(({ row, total }) => (
              <tr
                key={total ? '' : `row ${row.key}`}
                className={cn('border-t border-gray-300', total && 'bg-gray-50 font-semibold')}
              >
                <RowHead row={row} total={total} />
                <td className={CELL}>{count(row.visits) || '–'}</td>
                <td className={CELL}>{count(row.form_starts) || '–'}</td>
                <td className={CELL}>{count(row.leads)}</td>
                <td className={CELL}>{count(row.verified)}</td>
                <td className={CELL}>{count(row.qualified)}</td>
                <td className={CELL}>{count(row.won)}</td>
                <td className={CELL}>{count(row.universities.delivered)}</td>
                <td className={CELL}>{count(row.universities.accepted)}</td>
                <td className={CELL}>{count(row.universities.enrolled)}</td>
                <td className={CELL}>{rate(row.form_starts, row.visits) || '–'}</td>
                <td className={CELL}>{rate(row.leads, row.visits) || '–'}</td>
                <td className={CELL}>{rate(row.qualified, row.leads) || '–'}</td>
                <td className={CELL}>{rate(row.won, row.leads) || '–'}</td>
                {withSpend && (
                  <>
                    <td className={CELL}>{money(row.spend_paise)}</td>
                    <td className={CELL}>{money(costPer(row.spend_paise, row.leads))}</td>
                    <td className={CELL}>{money(costPer(row.spend_paise, row.qualified))}</td>
                    <td
                      className={cn(CELL, row.cost_doubled && 'bg-red-50 text-red-900')}
                      data-doubled={row.cost_doubled || undefined}
                    >
                      {money(costPer(row.spend_paise, row.won))}
                      {row.cost_doubled && (
                        <span className="block text-sm font-normal">
                          {funnelCopy.doubled(last, previous)}
                        </span>
                      )}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
      {funnel.total.visits === null && <p>{funnelCopy.notCounted}</p>}
      {funnel.grouping === 'channel' && <p>{funnelCopy.siteVisitsOnly}</p>}
      <Scroller id="medians-caption">
        <table className="min-w-full border-collapse">
          <caption id="medians-caption" className="px-3 py-2 text-left font-semibold">
            {funnelCopy.mediansTitle}
          </caption>
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {group}
              </th>
              <th scope="col" className={HEAD}>
                {funnelCopy.suspected}
              </th>
              {FUNNEL_STAGES.map((stage) => (
                <th key={stage} scope="col" className={HEAD}>
                  {STAGE_LABELS[stage]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {all.map(({ row, total }) => (
              <tr
                key={total ? '' : `row ${row.key}`}
                className={cn('border-t border-gray-300', total && 'bg-gray-50 font-semibold')}
              >
                <RowHead row={row} total={total} />
                <td className={CELL}>{count(row.suspected)}</td>
                {FUNNEL_STAGES.map((stage) => (
                  <td key={stage} className={CELL}>
                    {/* No lead got there: no median, not a count of 0 that reads as one. */}
                    {row.medians[stage] === null ? (
                      '–'
                    ) : (
                      <>
                        {count(row[stage])}
                        <span className="block text-sm font-normal text-gray-700">
                          {duration(row.medians[stage])}
                        </span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </div>
  );
}
