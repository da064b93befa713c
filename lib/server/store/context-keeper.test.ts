/** @jest-environment node */
import { ContextKeeper } from './context-keeper';

/** A keeper over a resource whose opening fails while `broken` is set, on a clock we move. */
function setup() {
  const state = { broken: true, now: 1_000_000, opened: 0, closed: [] as number[] };
  const failures: [string, number][] = [];
  const keeper = new ContextKeeper<number>({
    open: async () => {
      if (state.broken) throw new Error('attempt to write a readonly database');
      return ++state.opened;
    },
    close: async (value) => {
      state.closed.push(value);
    },
    onFailure: (error, retryInMs) => failures.push([error.message, retryInMs]),
    now: () => state.now,
  });
  return { state, failures, keeper };
}

describe('ContextKeeper', () => {
  it('retries a failed opening after a doubling backoff, and heals once the cause is gone', async () => {
    const { state, failures, keeper } = setup();
    await expect(keeper.get()).rejects.toThrow('readonly');
    // Within the backoff nothing is tried; the answer says when the next attempt comes.
    await expect(keeper.get()).rejects.toThrow('next attempt in 1 s');
    expect(keeper.status()).toEqual({
      available: false,
      error: 'attempt to write a readonly database',
      retryInMs: 1000,
    });
    state.now += 1000;
    await expect(keeper.get()).rejects.toThrow('readonly');
    state.now += 2000;
    await expect(keeper.get()).rejects.toThrow('readonly');
    expect(failures.map(([, delay]) => delay)).toEqual([1000, 2000, 4000]);

    state.broken = false;
    state.now += 4000;
    await expect(keeper.get()).resolves.toBe(1);
    expect(keeper.status()).toEqual({ available: true });
    await expect(keeper.get()).resolves.toBe(1);
  });

  it('caps the backoff at 30 s', async () => {
    const { state, failures, keeper } = setup();
    for (let i = 0; i < 8; i++) {
      await keeper.get().catch(() => undefined);
      state.now += 60_000;
    }
    expect(failures.at(-1)?.[1]).toBe(30_000);
  });

  it('drops a resource reported as failed, closes it and opens a new one later', async () => {
    const { state, keeper } = setup();
    state.broken = false;
    const first = await keeper.get();
    keeper.failed(first, new Error('disk I/O error'));
    expect(state.closed).toEqual([first]);
    expect(keeper.status()).toMatchObject({ available: false, error: 'disk I/O error' });
    await expect(keeper.get()).rejects.toThrow('disk I/O error');
    state.now += 1000;
    await expect(keeper.get()).resolves.toBe(2);
    // A late report about the old one changes nothing.
    keeper.failed(first, new Error('late'));
    expect(keeper.status()).toEqual({ available: true });
  });

  it('opens once for requests that arrive together', async () => {
    const { state, keeper } = setup();
    state.broken = false;
    const values = await Promise.all([keeper.get(), keeper.get(), keeper.get()]);
    expect(values).toEqual([1, 1, 1]);
    expect(state.opened).toBe(1);
  });
});
