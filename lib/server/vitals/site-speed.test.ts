/** @jest-environment node */
import { buildSiteSpeedReport } from './site-speed';
import { formatSiteSpeed } from './site-speed-text';
import type { VitalsCause, VitalsFigure, VitalsStore } from './vitals-store';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const ADMISSION = '/college/[collegeId]/admission';

const figure = (fields: Partial<VitalsFigure>): VitalsFigure => ({
  metric: 'LCP',
  route: ADMISSION,
  device: 'phone',
  samples: 40,
  p75: 4637,
  ...fields,
});
const cause = (fields: Partial<VitalsCause>): VitalsCause => ({
  metric: 'LCP',
  route: ADMISSION,
  device: 'phone',
  target: 'main>img',
  target_kind: 'image',
  phase: 'resourceLoadDuration',
  reports: 5,
  worst: 9000,
  ...fields,
});

/** A store that answers every window alike and notes the windows asked for. */
function storeAnswering(figures: VitalsFigure[], causes: VitalsCause[]) {
  const asked: string[] = [];
  const store = {
    figures: async (since: Date) => (asked.push(since.toISOString()), figures),
    causes: async () => causes,
  } as unknown as VitalsStore;
  return { store, asked };
}

describe('the Site speed report', () => {
  it('rates each figure, groups them by route and device, and keeps the three commonest causes', async () => {
    const { store, asked } = storeAnswering(
      [
        figure({ metric: 'TTFB', p75: 700 }),
        figure({ metric: 'LCP' }),
        figure({ route: '/', device: 'desktop', metric: 'CLS', p75: 0.12, samples: 3 }),
        figure({ device: 'tablet', metric: 'INP', p75: 210 }),
      ],
      [
        cause({ target: 'a', reports: 1 }),
        cause({ target: 'b', reports: 7, worst: 5000 }),
        cause({ target: 'c', reports: 7, worst: 6000 }),
        cause({ target: 'd', reports: 3 }),
        cause({ target: null, target_kind: null, phase: null, reports: 99 }),
        cause({ metric: 'TTFB', target: null, target_kind: null, phase: 'requestDuration' }),
      ],
    );
    const report = await buildSiteSpeedReport(store, NOW);
    expect(asked).toEqual(['2026-11-19T12:00:00.000Z', '2026-10-29T12:00:00.000Z']);
    expect(report.generated_at).toBe(NOW.toISOString());
    const [week] = report.windows;
    expect(week.days).toBe(7);
    expect(week.routes.map(({ route, device }) => `${route} ${device}`)).toEqual([
      '/ desktop',
      `${ADMISSION} phone`,
      `${ADMISSION} tablet`,
    ]);
    expect(week.routes[0].figures).toEqual([
      { metric: 'CLS', samples: 3, p75: 0.12, rating: 'needs-improvement', causes: [] },
    ]);
    const [lcp, ttfb] = week.routes[1].figures;
    expect(lcp).toEqual({
      metric: 'LCP',
      samples: 40,
      p75: 4637,
      rating: 'poor',
      causes: ['c', 'b', 'd'].map((target) => expect.objectContaining({ target })),
    });
    expect(ttfb).toEqual(
      expect.objectContaining({
        metric: 'TTFB',
        rating: 'good',
        causes: [expect.objectContaining({ phase: 'requestDuration' })],
      }),
    );
    expect(week.routes[2].figures[0]).toEqual(
      expect.objectContaining({ metric: 'INP', rating: 'needs-improvement', causes: [] }),
    );
  });

  it('prints a table per window for a terminal, then the slow figures’ causes', async () => {
    const { store } = storeAnswering(
      [figure({}), figure({ metric: 'INP', p75: 120, samples: 1 })],
      [cause({})],
    );
    const text = formatSiteSpeed(await buildSiteSpeedReport(store, NOW, [28]));
    expect(text.split('\n')).toEqual([
      'p75 of each metric (nearest rank), its rating and (reports). NI: needs improvement.',
      'Good up to / poor above: LCP 2,500 ms / 4,000 ms, INP 200 ms / 500 ms, CLS 0.10 / 0.25, FCP 1,800 ms / 3,000 ms, TTFB 800 ms / 1,800 ms.',
      '',
      'Last 28 days (since 2026-10-29T12:00:00.000Z)',
      'route                           device  LCP                 INP              CLS  FCP  TTFB',
      '/college/[collegeId]/admission  phone   4,637 ms poor (40)  120 ms good (1)  -    -    -',
      '',
      "What the slowest quarter's reports had in common:",
      '/college/[collegeId]/admission phone LCP 4,637 ms:',
      '  main>img (image): loading, 5 reports',
      '',
    ]);
  });
});
