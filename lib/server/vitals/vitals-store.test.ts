/** @jest-environment node */
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { until } from '@/test-support/until';
import { RETENTION_DAYS, startVitalsPruning } from './vitals-pruning';
import { vitalsStore, type NewVital, type VitalsStore } from './vitals-store';

const DAY = 86_400_000;
const NOW = new Date('2026-11-26T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const vital = (fields: Partial<NewVital> = {}): NewVital => ({
  metric: 'LCP',
  value: 1000,
  previous: null,
  route: '/college/[collegeId]/admission',
  language: 'en',
  device: 'phone',
  connection: '4g',
  navigation_type: 'navigate',
  target: 'main>h1',
  target_kind: 'text',
  phase: 'elementRenderDelay',
  received_at: daysAgo(1).toISOString(),
  ...fields,
});

/** A fixed sequence of pseudo-random numbers, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The 75th percentile by nearest rank, read off the sorted list. */
const p75Of = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1];

describe.each(ENGINES)('vitals store on %s', (engine) => {
  const opened = withStore(engine);
  let store: VitalsStore;

  beforeEach(async () => {
    store = vitalsStore(opened().database);
  });

  it('gives each series its exact p75, the nearest rank of its sorted values', async () => {
    const next = random(46);
    const series = [
      { route: '/', device: 'phone', metric: 'LCP', count: 1 },
      { route: '/', device: 'desktop', metric: 'LCP', count: 2 },
      { route: '/', device: 'phone', metric: 'INP', count: 4 },
      { route: '/contact', device: 'phone', metric: 'CLS', count: 5 },
      { route: '/contact', device: 'tablet', metric: 'TTFB', count: 7 },
      { route: '/blogs/[blogId]', device: 'phone', metric: 'FCP', count: 101 },
      { route: '/blogs/[blogId]', device: 'phone', metric: 'LCP', count: 400 },
    ] as const;
    const values = series.map(({ metric, count }) =>
      Array.from({ length: count }, () =>
        metric === 'CLS' ? Math.round(next() * 5000) / 10_000 : Math.round(next() * 6000),
      ),
    );
    // Ties: the same value several times in one series.
    values[6].push(...values[6].slice(0, 50));
    const rows = series.flatMap(({ route, device, metric }, i) =>
      values[i].map((value) => vital({ route, device, metric, value })),
    );
    for (let i = rows.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [rows[i], rows[j]] = [rows[j], rows[i]];
    }
    await store.insert(rows);

    const figures = await store.figures(daysAgo(7));
    expect(figures).toEqual(
      expect.arrayContaining(
        series.map(({ route, device, metric }, i) => ({
          route,
          device,
          metric,
          samples: values[i].length,
          p75: p75Of(values[i]),
        })),
      ),
    );
    expect(figures).toHaveLength(series.length);
    expect(p75Of([1, 2, 3, 4])).toBe(3);
    expect(p75Of([1, 2, 3, 4, 5])).toBe(4);
  });

  it('counts only the reports received in the window', async () => {
    await store.insert([
      vital({ value: 100, received_at: daysAgo(2).toISOString() }),
      vital({ value: 9000, received_at: daysAgo(8).toISOString() }),
      vital({ value: 9000, received_at: daysAgo(29).toISOString() }),
    ]);
    expect(await store.figures(daysAgo(7))).toEqual([
      expect.objectContaining({ samples: 1, p75: 100 }),
    ]);
    expect(await store.figures(daysAgo(28))).toEqual([
      expect.objectContaining({ samples: 2, p75: 9000 }),
    ]);
  });

  it('names the causes of the slowest quarter only, with how many reports each', async () => {
    await store.insert([
      ...[100, 200, 300, 400, 500].map((value) => vital({ value, target: 'main>p' })),
      vital({ value: 5000, target: 'img.hero', target_kind: 'image', phase: 'resourceLoadDelay' }),
      vital({ value: 4000, target: 'img.hero', target_kind: 'image', phase: 'resourceLoadDelay' }),
      vital({ value: 3000, target: 'main>h1' }),
    ]);
    // Eight reports: the p75 is the sixth (3,000), and the sixth to the eighth are the causes.
    expect(await store.figures(daysAgo(7))).toEqual([
      expect.objectContaining({ samples: 8, p75: 3000 }),
    ]);
    const causes = await store.causes(daysAgo(7));
    expect(causes.sort((a, b) => b.reports - a.reports)).toEqual([
      {
        metric: 'LCP',
        route: '/college/[collegeId]/admission',
        device: 'phone',
        target: 'img.hero',
        target_kind: 'image',
        phase: 'resourceLoadDelay',
        reports: 2,
        worst: 5000,
      },
      expect.objectContaining({ target: 'main>h1', phase: 'elementRenderDelay', reports: 1 }),
    ]);
  });

  it("replaces a page view's earlier report of a metric with its later one", async () => {
    const other = vital({ metric: 'CLS', value: 0.05, device: 'desktop', target: null });
    await store.insert([vital({ metric: 'CLS', value: 0.05, target: null }), other]);
    await store.insert([vital({ metric: 'CLS', value: 0.2, previous: 0.05, target: 'footer' })]);
    expect(await store.figures(daysAgo(7))).toEqual([
      expect.objectContaining({ device: 'desktop', samples: 1, p75: 0.05 }),
      expect.objectContaining({ device: 'phone', samples: 1, p75: 0.2 }),
    ]);
    // In one batch, the earlier report never reaches the table.
    await store.insert([
      vital({ metric: 'INP', value: 120, connection: null }),
      vital({ metric: 'INP', value: 480, previous: 120, connection: null }),
    ]);
    expect((await store.figures(daysAgo(7))).filter((figure) => figure.metric === 'INP')).toEqual([
      expect.objectContaining({ samples: 1, p75: 480 }),
    ]);
  });

  it('prunes the rows received before a time, and says how many', async () => {
    await store.insert([
      vital({ received_at: daysAgo(91).toISOString() }),
      vital({ received_at: daysAgo(90.5).toISOString() }),
      vital({ value: 1234, received_at: daysAgo(89).toISOString() }),
    ]);
    expect(await store.prune(daysAgo(90))).toBe(2);
    expect(await store.figures(daysAgo(90))).toEqual([
      expect.objectContaining({ samples: 1, p75: 1234 }),
    ]);
  });
  it(`is pruned of reports older than ${RETENTION_DAYS} days when the server starts, and on a timer`, async () => {
    let now = NOW;
    const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    await store.insert([100, 89.9, 1].map((days) => vital({ received_at: ago(days) })));
    const remaining = async () =>
      (await store.figures(new Date(0))).reduce((sum, { samples }) => sum + samples, 0);

    const onError = jest.fn();
    const stop = startVitalsPruning(store, { everyMs: 20, now: () => now, onError });
    await until(async () => (await remaining()) === 2, 'the first prune');
    // A day later, the report of 89.9 days ago is past the limit too.
    now = new Date(now.getTime() + DAY);
    await until(async () => (await remaining()) === 1, 'the next prune');
    await stop();
    expect(onError).not.toHaveBeenCalled();
  });
});
