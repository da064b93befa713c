// Test support: what the reporter (lib/vitals/vitals-reporter.ts) sends when a visitor hides a
// phone's admission page, for the tests and the benchmark to vary.
import type { VitalsBeacon, VitalsEntry } from '@/lib/vitals/beacon';

export const sampleEntries = (): VitalsEntry[] => [
  {
    metric: 'LCP',
    value: 2140,
    previous: null,
    navigation_type: 'navigate',
    target: 'main>section>h1',
    target_kind: 'text',
    phase: 'elementRenderDelay',
  },
  {
    metric: 'INP',
    value: 248,
    previous: null,
    navigation_type: 'navigate',
    target: 'form>button[type="submit"]',
    target_kind: 'pointer',
    phase: 'processingDuration',
  },
  {
    metric: 'CLS',
    value: 0.0213,
    previous: null,
    navigation_type: 'navigate',
    target: 'footer',
    target_kind: null,
    phase: null,
  },
  {
    metric: 'FCP',
    value: 1310,
    previous: null,
    navigation_type: 'navigate',
    target: null,
    target_kind: null,
    phase: 'firstByteToFCP',
  },
  {
    metric: 'TTFB',
    value: 412,
    previous: null,
    navigation_type: 'navigate',
    target: null,
    target_kind: null,
    phase: 'requestDuration',
  },
];

export const sampleBeacon = (fields: Partial<VitalsBeacon> = {}): VitalsBeacon => ({
  route: '/college/[collegeId]/admission',
  language: 'en',
  device: 'phone',
  connection: '4g',
  metrics: sampleEntries(),
  ...fields,
});
