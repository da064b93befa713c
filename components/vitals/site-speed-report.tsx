import { METRICS, type MetricName } from '@/lib/vitals/beacon';
import {
  describeCause,
  formatValue,
  METRIC_NAMES,
  RATING_LABELS,
  type RouteSpeed,
  type SiteSpeed,
  type SpeedWindow,
} from '@/lib/vitals/site-speed';
import { THRESHOLDS } from '@/lib/vitals/thresholds';
import { cn } from '@/lib/ui/cn';
import { formatDate } from '@/lib/ui/format-date';
import { indiaDay } from '@/lib/time/india-time';

// The admins' Site speed page: what visitors' browsers measured, per route and device class, for
// the last 7 and 28 days (lib/server/vitals/site-speed.ts builds its data). A server component:
// nothing of it reaches the browser but its HTML.

const RATED =
  'data-[rating=good]:bg-green-50 data-[rating=good]:text-green-900 data-[rating=needs-improvement]:bg-amber-50 data-[rating=needs-improvement]:text-amber-900 data-[rating=poor]:bg-red-50 data-[rating=poor]:text-red-900';

function MetricHeading({ metric }: { metric: MetricName }) {
  return (
    <th scope="col" className="px-3 py-2 text-left font-semibold">
      <abbr title={METRIC_NAMES[metric]} className="no-underline">
        {metric}
      </abbr>
    </th>
  );
}

function FigureCell({ speed, metric }: { speed: RouteSpeed; metric: MetricName }) {
  const figure = speed.figures.find((each) => each.metric === metric);
  if (!figure)
    return (
      <td className="px-3 py-2 text-gray-700">
        <span aria-hidden="true">–</span>
        <span className="sr-only">No reports</span>
      </td>
    );
  return (
    <td data-rating={figure.rating} className={cn('px-3 py-2', RATED)}>
      <span className="block font-semibold tabular-nums">{formatValue(metric, figure.p75)}</span>
      <span className="block">{RATING_LABELS[figure.rating]}</span>
      <span className="block text-sm tabular-nums">
        {figure.samples.toLocaleString('en-IN')} {figure.samples === 1 ? 'report' : 'reports'}
      </span>
    </td>
  );
}

/** What the slowest quarter of each figure that is not good had in common. */
function Causes({ period }: { period: SpeedWindow }) {
  const slow = period.routes.flatMap(({ route, device, figures }) =>
    figures
      .filter((figure) => figure.rating !== 'good' && figure.causes.length)
      .map((figure) => ({ route, device, ...figure })),
  );
  const headingId = `causes-${period.days}`;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold">
        What slows the figures that are not good
      </h3>
      {slow.length ? (
        <ul className="mt-2 space-y-3">
          {slow.map(({ route, device, metric, p75, rating, causes }) => (
            <li key={`${route} ${device} ${metric}`}>
              <p>
                <span className="font-semibold">{route}</span>, {device}: {metric}{' '}
                {formatValue(metric, p75)} ({RATING_LABELS[rating].toLowerCase()})
              </p>
              <ul className="ml-5 list-disc">
                {causes.map((cause) => (
                  <li key={describeCause(cause)}>
                    <code className="break-all">{describeCause(cause)}</code>:{' '}
                    {cause.reports.toLocaleString('en-IN')} of the slowest reports, the worst{' '}
                    {formatValue(metric, cause.worst)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">Every figure is good.</p>
      )}
    </section>
  );
}

function WindowSection({ period }: { period: SpeedWindow }) {
  const headingId = `speed-${period.days}`;
  const captionId = `speed-table-${period.days}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold">
        Last {period.days} days
      </h2>
      <p className="mt-1 text-gray-700">
        Reports received since {formatDate(indiaDay(new Date(period.since)))}.
      </p>
      {period.routes.length ? (
        <>
          {/* Wider than a phone: the table scrolls, and takes the keyboard's focus to do so. */}
          <div
            role="region"
            aria-labelledby={captionId}
            tabIndex={0}
            className="mt-4 relative overflow-x-auto rounded border border-gray-300"
          >
            <table className="min-w-full border-collapse text-left">
              <caption id={captionId} className="sr-only">
                75th percentile of each metric by page and device, last {period.days} days
              </caption>
              <thead className="bg-gray-100">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-semibold">
                    Page
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-semibold">
                    Device
                  </th>
                  {METRICS.map((metric) => (
                    <MetricHeading key={metric} metric={metric} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {period.routes.map((speed) => (
                  <tr key={`${speed.route} ${speed.device}`} className="border-t border-gray-300">
                    <th scope="row" className="px-3 py-2 font-normal">
                      <code className="break-all">{speed.route}</code>
                    </th>
                    <td className="px-3 py-2">{speed.device}</td>
                    {METRICS.map((metric) => (
                      <FigureCell key={metric} speed={speed} metric={metric} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Causes period={period} />
        </>
      ) : (
        <p className="mt-4">No reports in these days.</p>
      )}
    </section>
  );
}

/** The Site speed report: a table per window, Google's thresholds, and the slow figures' causes. */
export function SiteSpeedReport({ report }: { report: SiteSpeed }) {
  return (
    <div className="space-y-10 text-ink">
      <section aria-labelledby="speed-thresholds">
        <h2 id="speed-thresholds" className="text-lg font-semibold">
          How to read it
        </h2>
        <p className="mt-1">
          Each figure is the 75th percentile of what visitors&apos; browsers measured: three
          quarters of the visits were as fast or faster. It is rated against Google&apos;s
          thresholds:
        </p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {METRICS.map((metric) => (
            <li key={metric}>
              <abbr title={METRIC_NAMES[metric]}>{metric}</abbr>: good up to{' '}
              {formatValue(metric, THRESHOLDS[metric][0])}, poor above{' '}
              {formatValue(metric, THRESHOLDS[metric][1])}
            </li>
          ))}
        </ul>
      </section>
      {report.windows.map((period) => (
        <WindowSection key={period.days} period={period} />
      ))}
    </div>
  );
}
