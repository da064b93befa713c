import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type MetricWithAttribution,
} from 'web-vitals/attribution';
import { DEFAULT_LANGUAGE, isLanguage } from '../config/language';
import { inLeadForm, visitOf } from '../funnel/visit';
import { currentTouch } from '../leads/first-touch';
import {
  CONNECTIONS,
  MAX_METRICS,
  MAX_TARGET_LENGTH,
  PHASES,
  VITALS_PATH,
  type Connection,
  type Device,
  type Phase,
  type VitalsBeacon,
  type VitalsEntry,
} from './beacon';

// The browser's half of the field speed report, loaded once the page is idle
// (components/vitals/vitals-reporter.tsx): web-vitals measures, and what it measured is sent
// to the site in one beacon each time the page is hidden (a visitor leaving, switching apps or
// tabs), the last moment a phone surely runs the page's code.

/** The layout a viewport this wide gets (beacon.ts). */
export const deviceOf = (width: number): Device =>
  width < 768 ? 'phone' : width < 992 ? 'tablet' : 'desktop';

const connection = (): Connection | null => {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTIONS.find((known) => known === type) ?? null;
};

/** Whole milliseconds, or CLS to four decimals: what a report needs, in fewer bytes. */
const rounded = ({ name, value }: MetricWithAttribution) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/** The part of the metric where most of its time went. */
function largestPhase(metric: MetricWithAttribution): Phase | null {
  const parts = metric.attribution as unknown as Record<string, number | undefined>;
  let largest: Phase | null = null;
  for (const phase of PHASES[metric.name] as readonly Phase[])
    if ((parts[phase] ?? 0) > (largest === null ? 0 : (parts[largest] ?? 0))) largest = phase;
  return largest;
}

/** What the metric is about: the LCP element, the control slowest to respond, what shifted most. */
function targetOf(metric: MetricWithAttribution): Pick<VitalsEntry, 'target' | 'target_kind'> {
  switch (metric.name) {
    case 'LCP': {
      const { target, url } = metric.attribution;
      return { target: target ?? null, target_kind: target ? (url ? 'image' : 'text') : null };
    }
    case 'INP':
      return {
        target: metric.attribution.interactionTarget || null,
        target_kind: metric.attribution.interactionType ?? null,
      };
    case 'CLS':
      return { target: metric.attribution.largestShiftTarget ?? null, target_kind: null };
    default:
      return { target: null, target_kind: null };
  }
}

const entryOf = (metric: MetricWithAttribution, previous: number | null): VitalsEntry => {
  const { target, target_kind } = targetOf(metric);
  return {
    metric: metric.name,
    value: rounded(metric),
    previous,
    navigation_type: metric.navigationType,
    target: target?.slice(0, MAX_TARGET_LENGTH) ?? null,
    target_kind,
    phase: largestPhase(metric),
  };
};

/** Starts measuring this page view, reported under `route` (route-pattern.ts). */
export function reportVitals(route: string) {
  const lang = document.documentElement.lang.split('-')[0];
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  // Each metric's latest value not yet sent, and the last value sent, by web-vitals' id (a new
  // one after a return from the back/forward cache). The ids never leave the page.
  const waiting = new Map<string, MetricWithAttribution>();
  const sent = new Map<string, number>();
  // The first interaction with a lead form on this page view, and whether a beacon has said so:
  // a form left before any metric waits is still a form started. A field focused before this
  // code loaded counts too.
  let formStarted = inLeadForm(document.activeElement);
  let startSent = false;
  const landing = currentTouch().landing_url;

  const send = () => {
    if (document.visibilityState !== 'hidden' || (!waiting.size && startSent === formStarted))
      return;
    const metrics = [...waiting.values()].slice(-MAX_METRICS);
    const beacon: VitalsBeacon = {
      route,
      language,
      device: deviceOf(window.innerWidth),
      connection: connection(),
      metrics: metrics.map((metric) => entryOf(metric, sent.get(metric.id) ?? null)),
      visit: visitOf(landing, formStarted),
    };
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
    // Refused (the browser's beacon queue is full): kept for the next time the page is hidden.
    if (!navigator.sendBeacon(VITALS_PATH, body)) return;
    for (const metric of metrics) sent.set(metric.id, rounded(metric));
    waiting.clear();
    startSent = beacon.visit!.form_started;
  };

  const started = (event: Event) => {
    if (!inLeadForm(event.target)) return;
    formStarted = true;
    document.removeEventListener('focusin', started);
    document.removeEventListener('input', started);
  };
  if (!formStarted) {
    document.addEventListener('focusin', started);
    document.addEventListener('input', started);
  }

  const keep = (metric: MetricWithAttribution) => waiting.set(metric.id, metric);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep);
  // After web-vitals' own listeners (capturing, on the window), which report LCP, CLS and INP as
  // the page is hidden.
  document.addEventListener('visibilitychange', send);
}
