import 'server-only';
import { DEVICES, METRICS } from '@/lib/vitals/beacon';
import {
  CAUSES_PER_FIGURE,
  REPORT_WINDOWS,
  type RouteSpeed,
  type SiteSpeed,
  type SpeedCause,
  type SpeedWindow,
} from '@/lib/vitals/site-speed';
import { rating } from '@/lib/vitals/thresholds';
import type { VitalsCause, VitalsFigure, VitalsStore } from './vitals-store';
import { DAY_MS } from '@/lib/time/day';

const key = ({ metric, route, device }: Pick<VitalsFigure, 'metric' | 'route' | 'device'>) =>
  `${metric} ${device} ${route}`;

/** A figure's causes: those that name something, the most common first, then the slowest. */
function causesBy(causes: VitalsCause[]) {
  const grouped = new Map<string, SpeedCause[]>();
  for (const { metric, route, device, ...cause } of causes) {
    if (cause.target === null && cause.phase === null) continue;
    const list = grouped.get(key({ metric, route, device })) ?? [];
    grouped.set(key({ metric, route, device }), [...list, cause]);
  }
  for (const list of grouped.values())
    list.sort((a, b) => b.reports - a.reports || b.worst - a.worst).splice(CAUSES_PER_FIGURE);
  return grouped;
}

async function speedWindow(store: VitalsStore, days: number, now: Date): Promise<SpeedWindow> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [figures, causes] = await Promise.all([store.figures(since), store.causes(since)]);
  const causesOf = causesBy(causes);
  const routes = new Map<string, RouteSpeed>();
  for (const figure of figures) {
    const at = `${figure.route} ${figure.device}`;
    const speed = routes.get(at) ?? { route: figure.route, device: figure.device, figures: [] };
    routes.set(at, speed);
    speed.figures.push({
      metric: figure.metric,
      samples: figure.samples,
      p75: figure.p75,
      rating: rating(figure.metric, figure.p75),
      causes: causesOf.get(key(figure)) ?? [],
    });
  }
  for (const speed of routes.values())
    speed.figures.sort((a, b) => METRICS.indexOf(a.metric) - METRICS.indexOf(b.metric));
  const ordered = [...routes.values()].sort(
    (a, b) =>
      a.route.localeCompare(b.route) || DEVICES.indexOf(a.device) - DEVICES.indexOf(b.device),
  );
  return { days, since: since.toISOString(), routes: ordered };
}

/** The report from a store: for each window, every route and device class with reports. */
export async function buildSiteSpeedReport(
  store: VitalsStore,
  now = new Date(),
  windows: readonly number[] = REPORT_WINDOWS,
): Promise<SiteSpeed> {
  return {
    generated_at: now.toISOString(),
    windows: await Promise.all(windows.map((days) => speedWindow(store, days, now))),
  };
}
