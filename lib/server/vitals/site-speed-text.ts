import { METRICS, type MetricName } from '@/lib/vitals/beacon';
import { describeCause, formatValue, type SiteSpeed } from '@/lib/vitals/site-speed';
import { THRESHOLDS, type Rating } from '@/lib/vitals/thresholds';
import { textTable } from '../cli/text-table';

// The Site speed report as `npm run leads -- vitals` prints it: a table per window, then what
// made each figure that is not good slow.

const SHORT: Record<Rating, string> = { good: 'good', 'needs-improvement': 'NI', poor: 'poor' };

const thresholds = METRICS.map(
  (metric: MetricName) =>
    `${metric} ${THRESHOLDS[metric].map((value) => formatValue(metric, value)).join(' / ')}`,
).join(', ');

export function formatSiteSpeed({ windows }: SiteSpeed): string {
  const lines = [
    'p75 of each metric (nearest rank), its rating and (reports). NI: needs improvement.',
    `Good up to / poor above: ${thresholds}.`,
  ];
  for (const { days, since, routes } of windows) {
    lines.push('', `Last ${days} days (since ${since})`);
    if (!routes.length) {
      lines.push('No reports.');
      continue;
    }
    const rows = routes.map(({ route, device, figures }) => [
      route,
      device,
      ...METRICS.map((metric) => {
        const figure = figures.find((each) => each.metric === metric);
        return figure
          ? `${formatValue(metric, figure.p75)} ${SHORT[figure.rating]} (${figure.samples})`
          : '-';
      }),
    ]);
    lines.push(...textTable([['route', 'device', ...METRICS], ...rows]));
    const slow = routes.flatMap(({ route, device, figures }) =>
      figures
        .filter((figure) => figure.rating !== 'good' && figure.causes.length)
        .map((figure) => ({ route, device, ...figure })),
    );
    if (!slow.length) continue;
    lines.push('', "What the slowest quarter's reports had in common:");
    for (const { route, device, metric, p75, causes } of slow)
      lines.push(
        `${route} ${device} ${metric} ${formatValue(metric, p75)}:`,
        ...causes.map((cause) => `  ${describeCause(cause)}, ${cause.reports} reports`),
      );
  }
  return `${lines.join('\n')}\n`;
}
