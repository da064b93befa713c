/** @jest-environment node */
import { until } from '@/test-support/until';
import type { NewVital, VitalsStore } from './vitals-store';
import { vitalsWriter } from './vitals-writer';

const row = (value: number): NewVital => ({
  metric: 'LCP',
  value,
  previous: null,
  route: '/',
  language: 'en',
  device: 'phone',
  connection: null,
  navigation_type: 'navigate',
  target: null,
  target_kind: null,
  phase: null,
  received_at: new Date().toISOString(),
});

/** A store that records each insert and holds it until told to finish. */
function recordingStore() {
  const inserts: number[][] = [];
  const pending: (() => void)[] = [];
  let fail = false;
  const store = {
    insert: (rows: NewVital[]) =>
      new Promise<void>((resolve, reject) => {
        inserts.push(rows.map((r) => r.value));
        pending.push(() => (fail ? reject(new Error('disk full')) : resolve()));
      }),
  } as unknown as VitalsStore;
  return {
    store,
    inserts,
    finishAll: () => pending.splice(0).forEach((finish) => finish()),
    failNext: () => (fail = true),
  };
}

describe('the vitals writer', () => {
  it('writes the rows of many beacons in one insert, a delay after the first', async () => {
    const { store, inserts, finishAll } = recordingStore();
    const writer = vitalsWriter(store, { delayMs: 20, onError: jest.fn() });
    expect(writer.add([row(1), row(2)])).toBe(true);
    expect(writer.add([row(3)])).toBe(true);
    expect(inserts).toEqual([]);
    await until(() => inserts.length === 1, 'the delayed write');
    expect(inserts).toEqual([[1, 2, 3]]);
    finishAll();
    await writer.flush();
  });

  it('refuses rows beyond its bound, counting those being written, and takes them again after', async () => {
    const { store, inserts, finishAll } = recordingStore();
    const writer = vitalsWriter(store, { delayMs: 60_000, maxRows: 3, onError: jest.fn() });
    expect(writer.add([row(1), row(2)])).toBe(true);
    const flushed = writer.flush();
    expect(writer.add([row(3), row(4)])).toBe(false);
    expect(writer.add([row(3)])).toBe(true);
    await until(() => inserts.length === 1, 'the first write');
    finishAll();
    await flushed;
    expect(writer.add([row(4), row(5)])).toBe(true);
    const last = writer.flush();
    await until(() => inserts.length === 2, 'the second write');
    finishAll();
    await last;
    expect(inserts).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('reports a failed write and drops its rows, and goes on writing', async () => {
    const { store, inserts, finishAll, failNext } = recordingStore();
    const onError = jest.fn();
    const writer = vitalsWriter(store, { delayMs: 60_000, onError });
    writer.add([row(1)]);
    failNext();
    const failed = writer.flush();
    await until(() => inserts.length === 1, 'the write');
    finishAll();
    await failed;
    expect(onError).toHaveBeenCalledWith(new Error('disk full'), 1);
    expect(writer.add([row(2)])).toBe(true);
    expect(inserts).toEqual([[1]]);
  });
});
