import type { Metric } from 'web-vitals';
import type {
  FCPAttribution,
  INPAttribution,
  LCPAttribution,
  TTFBAttribution,
} from 'web-vitals/attribution';
import type { Language } from '../config/language';
import type { VisitPart } from '../funnel/visit';

// What a browser reports of a page view's speed, as the reporter (vitals-reporter.ts) sends it
// and POST /api/vitals takes it (lib/server/vitals/). Nothing in it tells who the visitor is: the
// page's route pattern and never its address, no id, no cookie (docs/performance.md#field-speed).

export const VITALS_PATH = '/api/vitals';

/**
 * A beacon carries what one page view measured since it was last hidden: five metrics, or a few
 * more when it came back from the back/forward cache in between.
 */
export const MAX_METRICS = 10;

/** web-vitals' selectors are at most 100 characters; a little room for what it may become. */
export const MAX_TARGET_LENGTH = 200;

/** web-vitals' metrics, in the order the report shows them. */
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

/**
 * The layout the viewport gets: a phone's below `md` (768 px), a tablet's below `lg` (992 px),
 * where the desktop menu appears (tailwind.config.ts).
 */
export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** `navigator.connection.effectiveType`, in the browsers that have it. */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;
export type Connection = (typeof CONNECTIONS)[number];

export type NavigationType = Metric['navigationType'];
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const satisfies readonly NavigationType[];

/**
 * Each metric's parts, named as web-vitals' attribution names them: a report names the largest,
 * where the time went. CLS has none.
 */
export const PHASES = {
  LCP: [
    'timeToFirstByte',
    'resourceLoadDelay',
    'resourceLoadDuration',
    'elementRenderDelay',
  ] as const satisfies readonly (keyof LCPAttribution)[],
  INP: [
    'inputDelay',
    'processingDuration',
    'presentationDelay',
  ] as const satisfies readonly (keyof INPAttribution)[],
  CLS: [] as const,
  FCP: ['timeToFirstByte', 'firstByteToFCP'] as const satisfies readonly (keyof FCPAttribution)[],
  TTFB: [
    'waitingDuration',
    'cacheDuration',
    'dnsDuration',
    'connectionDuration',
    'requestDuration',
  ] as const satisfies readonly (keyof TTFBAttribution)[],
};
export type Phase = (typeof PHASES)[MetricName][number];

/** What the target is: the largest paint an image or text, the slowest interaction a pointer's or keys'. */
export const TARGET_KINDS = {
  LCP: ['image', 'text'] as const,
  INP: ['pointer', 'keyboard'] as const satisfies readonly INPAttribution['interactionType'][],
  CLS: [] as const,
  FCP: [] as const,
  TTFB: [] as const,
};
export type TargetKind = (typeof TARGET_KINDS)[MetricName][number];

/** One metric of one page view. */
export type VitalsEntry = {
  metric: MetricName;
  /** Milliseconds; CLS has no unit. */
  value: number;
  /**
   * The value this page view reported of the metric before, which this one replaces: CLS and
   * INP grow after a first report when the visitor comes back to the page. Null the first time.
   */
  previous: number | null;
  navigation_type: NavigationType;
  /** A CSS selector (web-vitals'): the LCP element, the control slowest to respond, what shifted most. */
  target: string | null;
  target_kind: TargetKind | null;
  phase: Phase | null;
};

/**
 * One beacon: the page and the device, the metrics reported since the page was last hidden (none
 * when it is sent only to say a lead form was started), and what counts the visit (lib/funnel).
 */
export type VitalsBeacon = {
  /** The route as the app names it (`/college/[collegeId]/admission`; route-pattern.ts). */
  route: string;
  language: Language;
  device: Device;
  connection: Connection | null;
  metrics: VitalsEntry[];
  /** Absent from the beacons of pages built before visits were counted. */
  visit?: VisitPart;
};
