import 'server-only';
import { csvCell } from '../http/csv-cell';
import { FUNNEL_STAGES, GROUPING_LABELS } from '@/lib/funnel/funnel-values';
import { STAGE_LABELS, funnelCopy } from '@/content/inbox-funnel';
import { count, duration, rate, rupees } from '@/lib/funnel/funnel-format';
import { costPer, type Funnel, type FunnelRow } from './funnel';

// The Funnel page's table as CSV: the same rows, columns and figures as the page shows, then the
// total, each cell written by csvCell (a campaign tag is whatever a link carried).

const money = (paise: number | null) => (paise === null ? '' : rupees(paise));

export function funnelCsv(funnel: Funnel): string {
  const header = [
    GROUPING_LABELS[funnel.grouping],
    funnelCopy.visitors,
    funnelCopy.formStarts,
    funnelCopy.leads,
    funnelCopy.suspected,
    funnelCopy.verified,
    ...FUNNEL_STAGES.map((stage) => STAGE_LABELS[stage]),
    funnelCopy.delivered,
    funnelCopy.accepted,
    funnelCopy.enrolled,
    funnelCopy.startRate,
    funnelCopy.leadRate,
    funnelCopy.qualifiedRate,
    funnelCopy.wonRate,
    ...FUNNEL_STAGES.map((stage) => `Median to ${STAGE_LABELS[stage].toLowerCase()}`),
    funnelCopy.spend,
    funnelCopy.costPerLead,
    funnelCopy.costPerQualified,
    funnelCopy.costPerAdmission,
  ];
  const line = (row: FunnelRow, key: string) => [
    key,
    count(row.visits),
    count(row.form_starts),
    count(row.leads),
    count(row.suspected),
    count(row.verified),
    ...FUNNEL_STAGES.map((stage) => count(row[stage])),
    count(row.universities.delivered),
    count(row.universities.accepted),
    count(row.universities.enrolled),
    rate(row.form_starts, row.visits),
    rate(row.leads, row.visits),
    rate(row.qualified, row.leads),
    rate(row.won, row.leads),
    ...FUNNEL_STAGES.map((stage) => duration(row.medians[stage])),
    money(row.spend_paise),
    money(costPer(row.spend_paise, row.leads)),
    money(costPer(row.spend_paise, row.qualified)),
    money(costPer(row.spend_paise, row.won)),
  ];
  return [
    header,
    ...funnel.rows.map((row) => line(row, row.key)),
    line(funnel.total, funnelCopy.total),
  ]
    .map((fields) => fields.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
