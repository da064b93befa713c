import { STAGE_LABELS, funnelCopy } from '@/content/inbox-funnel';
import { count, rupees } from '@/lib/funnel/funnel-format';
import { FUNNEL_STAGES } from '@/lib/funnel/funnel-values';
import { costPer, type Funnel } from '@/lib/server/funnel/funnel';
import { BarChart, type Bar } from './bar-chart';
import { WeekChart } from './week-chart';

// The funnel's three charts, each a figure whose picture is for the eye and whose table (read by
// screen readers, hidden from view) holds the same figures.

function ChartTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: string[][];
}) {
  return (
    // A table takes its content's width whatever its own: hidden inside a block, so that it never
    // widens a phone's page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells]) => (
            <tr key={head}>
              <th scope="row">{head}</th>
              {cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Chart({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <figure aria-labelledby={id} className="rounded border border-gray-300 p-3">
      <figcaption id={id} className="mb-2 font-semibold">
        {title}
      </figcaption>
      {children}
    </figure>
  );
}

export function FunnelCharts({ funnel }: { funnel: Funnel }) {
  const { total } = funnel;
  const steps: Bar[] = [
    ...(total.visits === null
      ? []
      : [
          { label: funnelCopy.visitors, value: total.visits, text: count(total.visits) },
          {
            label: funnelCopy.formStarts,
            value: total.form_starts ?? 0,
            text: count(total.form_starts),
          },
        ]),
    { label: funnelCopy.leads, value: total.leads, text: count(total.leads) },
    ...FUNNEL_STAGES.map((stage) => ({
      label: STAGE_LABELS[stage],
      value: total[stage],
      text: count(total[stage]),
    })),
  ];
  const costs = funnel.rows.flatMap((row) => {
    const cost = costPer(row.spend_paise, row.won);
    return cost === null
      ? []
      : [{ label: row.key, value: cost, text: rupees(cost), marked: row.cost_doubled }];
  });
  return (
    <section aria-labelledby="funnel-charts" className="space-y-4">
      <h2 id="funnel-charts" className="text-xl font-bold">
        {funnelCopy.chartsTitle}
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <Chart id="chart-funnel" title={funnelCopy.funnelChart}>
          <BarChart bars={steps} />
          <ChartTable
            caption={funnelCopy.funnelChart}
            headers={[funnelCopy.step, funnelCopy.count]}
            rows={steps.map((step) => [step.label, step.text])}
          />
        </Chart>
        <Chart id="chart-weeks" title={funnelCopy.weeksChart}>
          <WeekChart weeks={funnel.weeks} />
          <ChartTable
            caption={funnelCopy.weeksChart}
            headers={[funnelCopy.week, funnelCopy.leads, funnelCopy.won]}
            rows={funnel.weeks.map((week) => [week.week, count(week.leads), count(week.won)])}
          />
        </Chart>
        {funnel.grouping === 'campaign' && (
          <Chart id="chart-costs" title={funnelCopy.costChart}>
            {costs.length ? (
              <>
                <BarChart bars={costs} />
                <ChartTable
                  caption={funnelCopy.costChart}
                  headers={[funnelCopy.campaign, funnelCopy.costPerAdmission]}
                  rows={costs.map((cost) => [cost.label, cost.text])}
                />
              </>
            ) : (
              <p>{funnelCopy.noCosts}</p>
            )}
          </Chart>
        )}
      </div>
    </section>
  );
}
