/** @jest-environment node */
import { sampleBeacon, sampleEntries } from '@/test-support/sample-vitals';
import { MAX_METRICS, MAX_TARGET_LENGTH } from '@/lib/vitals/beacon';
import { beaconSchema } from './beacon-schema';

const [lcp, inp, cls] = sampleEntries();
const withEntry = (fields: object) => sampleBeacon({ metrics: [{ ...lcp, ...fields }] as never });
const refusal = (body: unknown) => {
  const result = beaconSchema.safeParse(body);
  return result.success ? null : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the speed report a browser sends', () => {
  it('is taken as the reporter sends it, every metric, on every route of the site', () => {
    expect(beaconSchema.parse(sampleBeacon())).toEqual(sampleBeacon());
    for (const route of ['/', '/hi/college/[collegeId]/form', '/blogs/[blogId]', '/_not-found'])
      expect(refusal(sampleBeacon({ route }))).toBeNull();
    expect(
      refusal(
        sampleBeacon({
          language: 'hi',
          device: 'desktop',
          connection: null,
          metrics: [{ ...cls, value: 0.31, previous: 0.2, navigation_type: 'back-forward-cache' }],
        }),
      ),
    ).toBeNull();
  });

  it('takes the visit part, and a beacon with no metric only when it says a form was started', () => {
    const visit = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'mba-2027',
      click_id: true,
      form_started: false,
    };
    expect(refusal(sampleBeacon({ visit }))).toBeNull();
    expect(
      refusal(sampleBeacon({ metrics: [], visit: { ...visit, form_started: true } })),
    ).toBeNull();
    expect(refusal(sampleBeacon({ metrics: [], visit }))).toEqual(['metrics']);
    expect(refusal(sampleBeacon({ visit: { ...visit, gclid: 'Cj0' } as never }))).toEqual([
      'visit',
    ]);
    expect(refusal(sampleBeacon({ visit: { ...visit, utm_campaign: 'x'.repeat(501) } }))).toEqual([
      'visit.utm_campaign',
    ]);
    expect(refusal(sampleBeacon({ visit: { ...visit, click_id: 'yes' } as never }))).toEqual([
      'visit.click_id',
    ]);
  });

  it.each([
    ['a path instead of its route', { route: '/college/lpu/admission' }, 'route'],
    ['a query string', { route: '/contact?utm_source=google' }, 'route'],
    ['a route the site does not have', { route: '/wp-admin' }, 'route'],
    ['another language', { language: 'fr' }, 'language'],
    ['an unknown device', { device: 'watch' }, 'device'],
    ['an unknown connection', { connection: '5g' }, 'connection'],
    ['no metrics', { metrics: [] }, 'metrics'],
    ['too many metrics', { metrics: Array(MAX_METRICS + 1).fill(lcp) }, 'metrics'],
    ['a field of its own', { visitor: 'abc' }, ''],
  ])('refuses %s', (_, fields, path) => {
    expect(refusal(sampleBeacon(fields as never))).toEqual([path]);
  });

  it.each([
    ['an unknown metric', { metric: 'FID' }],
    ['a negative value', { value: -1 }],
    ['a value no visit takes', { value: 300_001 }],
    ['a value that is not a number', { value: '2140' }],
    ['an infinite value (1e400 in JSON)', { value: JSON.parse('1e400') }],
    ['another metric’s phase', { phase: 'inputDelay' }],
    ['an interaction’s kind on a paint', { target_kind: 'pointer' }],
    ['a selector too long', { target: 'a'.repeat(MAX_TARGET_LENGTH + 1) }],
    ['a selector with a control character', { target: 'main\u0000h1' }],
    ['an unknown navigation', { navigation_type: 'prefetch' }],
    ['a metric id', { id: 'v6-1764158400000-123' }],
  ])('refuses a metric with %s', (_, fields) => {
    expect(refusal(withEntry(fields))).toEqual([expect.stringMatching(/^metrics\.0/)]);
  });

  it('holds each metric to its own bounds, kinds and phases', () => {
    expect(refusal(sampleBeacon({ metrics: [{ ...cls, value: 11 }] }))).toEqual([
      'metrics.0.value',
    ]);
    expect(refusal(sampleBeacon({ metrics: [{ ...cls, phase: 'inputDelay' } as never] }))).toEqual([
      'metrics.0.phase',
    ]);
    expect(
      refusal(sampleBeacon({ metrics: [{ ...inp, value: 9000, target_kind: 'keyboard' }] })),
    ).toBeNull();
  });
});
