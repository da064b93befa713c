import type { Device, MetricName, Phase, TargetKind } from './beacon';
import type { Rating } from './thresholds';

// The Site speed report: each metric's 75th percentile per route and device class over the last
// days, rated against Google's thresholds, with what made its slowest reports slow. The server
// builds it (lib/server/vitals/site-speed.ts); the operators' page and command show it.

/** The windows the report covers, in days. */
export const REPORT_WINDOWS = [7, 28] as const;

/** How many causes a figure names at most. */
export const CAUSES_PER_FIGURE = 3;

/** What the slowest quarter of a figure's reports had in common, and how many of them. */
export type SpeedCause = {
  target: string | null;
  target_kind: TargetKind | null;
  phase: Phase | null;
  reports: number;
  /** The largest value among them. */
  worst: number;
};

export type SpeedFigure = {
  metric: MetricName;
  samples: number;
  /** Nearest rank: the smallest value at least three quarters of the reports are at or below. */
  p75: number;
  rating: Rating;
  causes: SpeedCause[];
};

/** One route on one device class: its figures in the order of METRICS, those with reports. */
export type RouteSpeed = { route: string; device: Device; figures: SpeedFigure[] };

export type SpeedWindow = { days: number; since: string; routes: RouteSpeed[] };

export type SiteSpeed = { generated_at: string; windows: SpeedWindow[] };

export const METRIC_NAMES: Record<MetricName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

export const RATING_LABELS: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** Each metric's part in plain words. */
export const PHASE_LABELS: Record<Phase, string> = {
  timeToFirstByte: 'time to first byte',
  resourceLoadDelay: 'waiting to load',
  resourceLoadDuration: 'loading',
  elementRenderDelay: 'waiting to render',
  inputDelay: 'input delay',
  processingDuration: 'event handlers',
  presentationDelay: 'next paint',
  firstByteToFCP: 'first byte to paint',
  waitingDuration: 'redirects and waiting',
  cacheDuration: 'cache',
  dnsDuration: 'DNS',
  connectionDuration: 'connecting',
  requestDuration: 'request and response',
};

/** A figure as people read it: milliseconds, or CLS to two decimals. */
export const formatValue = (metric: MetricName, value: number) =>
  metric === 'CLS' ? value.toFixed(2) : `${Math.round(value).toLocaleString('en-IN')} ms`;

/** A cause in one line: `img.hero (image): loading`. */
export function describeCause({ target, target_kind, phase }: SpeedCause) {
  const what = target === null ? null : target_kind ? `${target} (${target_kind})` : target;
  const where = phase === null ? null : PHASE_LABELS[phase];
  return [what, where].filter(Boolean).join(': ');
}
