import { RESEND_LIFETIME_MS } from '@/lib/leads/b2b-contract';
import type { Attempt, SavedSend } from './saved-send';

// The rules of the sends a browser keeps: what is kept, when it is sent again and under which
// key, when it is given up, and that two tabs never both send it. The API client and the toasts
// are stand-ins; each test loads the modules afresh, as a page view does (two at once: two tabs).

const mockSubmitLead = jest.fn();
const mockToast = { success: jest.fn(), error: jest.fn() };
jest.mock('@/lib/leads/api-client', () => ({
  REQUEST_TIMEOUT_MS: 10_000,
  submitLead: (...args: unknown[]) => mockSubmitLead(...args),
  subscribeNewsletter: jest.fn(),
}));
jest.mock('@/lib/ui/notify', () => ({ notify: mockToast }));

type Tab = {
  resender: typeof import('./resender');
  sendFromForm: typeof import('./send-from-form').sendFromForm;
  store: typeof import('./device-store');
  watchers: typeof import('./watchers');
};

/** A page view of the site: its own resender, sharing the device's storage. */
async function openTab(): Promise<Tab> {
  let tab!: Tab;
  await jest.isolateModulesAsync(async () => {
    tab = {
      resender: await import('./resender'),
      sendFromForm: (await import('./send-from-form')).sendFromForm,
      store: await import('./device-store'),
      watchers: await import('./watchers'),
    };
  });
  return tab;
}

const START = Date.parse('2026-11-25T10:00:00.000Z');

const attempt = (key = 'key-1', overrides: Partial<Attempt> = {}): Attempt => ({
  key,
  call: 'lead',
  form: 'proposal:modal',
  match: `{"email":"${key}@example.in"}`,
  body: { email: `${key}@example.in`, first_attempt_at: new Date(START).toISOString() },
  fillTimeMs: 4000,
  firstAttemptAt: START,
  notices: { sent: 'Your saved enquiry has now been sent.', refused: 'Given up' },
  ...overrides,
});

/** A send kept on an earlier page view. */
const keptEarlier = (key: string, overrides: Partial<SavedSend> = {}): SavedSend => ({
  ...attempt(key),
  failures: 1,
  lastAttemptAt: START,
  notBefore: 0,
  ...overrides,
});
const writeKept = (record: SavedSend) =>
  localStorage.setItem(`leadwise:saved:${record.key}`, JSON.stringify(record));

const success = { kind: 'success' };
const offlineError = { kind: 'error', error: new Error('offline'), retry: { afterMs: null } };
const busy = (afterMs: number | null) => ({ kind: 'rejected', retry: { afterMs } });
const fieldError = { kind: 'rejected', message: 'Please correct the highlighted fields' };

/** The keys of the sends made, and when, since the test began. */
const sends = () =>
  mockSubmitLead.mock.calls.map(([, options], i) => ({
    key: options.idempotencyKey as string,
    at: mockSubmitLead.mock.results[i] && (sentAt[i] ?? -1),
  }));
let sentAt: number[] = [];
let online = true;

/** The Web Locks API as browsers have it, enough for `request` with and without ifAvailable. */
function installLocks() {
  const held = new Map<string, Promise<void>>();
  const request = async (
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: object | null) => Promise<unknown>,
  ) => {
    if (options.ifAvailable && held.has(name)) return callback(null);
    while (held.has(name)) await held.get(name);
    let release!: () => void;
    held.set(name, new Promise((resolve) => (release = resolve)));
    try {
      return await callback({ name });
    } finally {
      held.delete(name);
      release();
    }
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
}

// Each test's tabs stop listening when it ends, as closed tabs do.
let listening: [string, EventListenerOrEventListenerObject][] = [];

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  installLocks();
  const listen = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listening.push([type, listener]);
    listen(type, listener, options);
  });
  localStorage.clear();
  sentAt = [];
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  mockSubmitLead.mockReset();
  mockToast.success.mockReset();
  mockToast.error.mockReset();
});
afterEach(() => {
  listening.forEach(([type, listener]) => window.removeEventListener(type, listener));
  listening = [];
  jest.clearAllTimers();
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'locks');
});

/** The API answers each send with the next of `answers` (the last one from then on). */
function answer(...answers: object[]) {
  mockSubmitLead.mockImplementation(async () => {
    sentAt.push(Date.now() - START);
    return answers.length > 1 ? answers.shift() : answers[0];
  });
}

describe('what is kept', () => {
  it.each([
    ['no answer', offlineError],
    ['a 503 or 429', busy(2000)],
  ])('a send with %s is kept with its key, body and time', async (_, outcome) => {
    const tab = await openTab();
    answer(outcome);
    await tab.sendFromForm(attempt());
    expect(tab.store.readSaved('key-1')).toMatchObject({
      key: 'key-1',
      body: attempt().body,
      firstAttemptAt: START,
      failures: 1,
    });
    expect(tab.store.isKeptFor('proposal:modal')).toBe(true);
  });

  it.each([
    ['accepted', success],
    ['refused on its fields', fieldError],
  ])('a send %s is not kept, and never sent again', async (_, outcome) => {
    const tab = await openTab();
    answer(outcome);
    await tab.sendFromForm(attempt());
    expect(localStorage.length).toBe(0);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(mockSubmitLead).toHaveBeenCalledTimes(1);
  });

  it('the same enquiry submitted again goes under the kept key, never as a second send', async () => {
    const tab = await openTab();
    answer(offlineError);
    await tab.sendFromForm(attempt('key-1'));
    await tab.sendFromForm(attempt('a-new-key-for-the-same-enquiry', { match: attempt().match }));
    expect(mockSubmitLead.mock.calls.map(([, options]) => options.idempotencyKey)).toEqual([
      'key-1',
      'key-1',
    ]);
    expect(mockSubmitLead.mock.calls[1][0]).toEqual(attempt().body);
    expect(tab.store.listSaved().map((record) => record.key)).toEqual(['key-1']);
  });
});

describe('when it is sent again', () => {
  it('in rounds after 1 s, 2 s, 4 s, then every 5 s, under the same key and body', async () => {
    const tab = await openTab();
    answer(offlineError);
    await tab.sendFromForm(attempt());
    await jest.advanceTimersByTimeAsync(17_000);
    expect(sentAt).toEqual([0, 1000, 3000, 7000, 12_000, 17_000]);
    for (const [body, options] of mockSubmitLead.mock.calls) {
      expect(body).toEqual(attempt().body);
      expect(options).toEqual({ idempotencyKey: 'key-1', fillTimeMs: 4000 });
    }
  });

  it("not before the server's Retry-After", async () => {
    const tab = await openTab();
    answer(busy(30_000), success);
    await tab.sendFromForm(attempt());
    await jest.advanceTimersByTimeAsync(29_999);
    expect(sentAt).toEqual([0]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt).toEqual([0, 30_000]);
    expect(localStorage.length).toBe(0);
  });

  it('not while the browser is offline, and at once when it is back online', async () => {
    const tab = await openTab();
    online = false;
    answer(offlineError);
    await tab.sendFromForm(attempt());
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toEqual([0]);
    online = true;
    answer(success);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(sentAt).toEqual([0, 60_000]);
    expect(localStorage.length).toBe(0);
  });

  it('at once on the next page view, every kept send, then it says so', async () => {
    writeKept(keptEarlier('key-1'));
    writeKept(keptEarlier('key-2', { firstAttemptAt: START + 1 }));
    jest.setSystemTime(START + 3_600_000);
    answer(success);
    (await openTab()).resender.startResending();
    await jest.advanceTimersByTimeAsync(0);
    expect(sends().map((send) => send.key)).toEqual(['key-1', 'key-2']);
    expect(localStorage.length).toBe(0);
    expect(mockToast.success).toHaveBeenCalledWith(
      'Your saved enquiry has now been sent.',
      'Your saved enquiry has now been sent.',
    );
    expect(mockToast.success).toHaveBeenCalledTimes(2);
  });

  it('to the form that made it when it is on the page, instead of a toast', async () => {
    const tab = await openTab();
    const watcher = jest.fn();
    tab.watchers.watchSettled('proposal:modal', watcher);
    answer(offlineError, success);
    await tab.sendFromForm(attempt());
    await jest.advanceTimersByTimeAsync(1000);
    expect(watcher).toHaveBeenCalledWith({
      result: 'sent',
      attempt: expect.objectContaining({ key: 'key-1' }),
      outcome: success,
      keptLeft: false,
    });
    expect(mockToast.success).not.toHaveBeenCalled();
  });

  it('a round stops at a send that again gets no verdict; the next starts with the others', async () => {
    writeKept(keptEarlier('key-1'));
    writeKept(keptEarlier('key-2', { firstAttemptAt: START + 1 }));
    jest.setSystemTime(START + 1000);
    answer(offlineError, success);
    (await openTab()).resender.startResending();
    await jest.advanceTimersByTimeAsync(0);
    expect(sends().map((send) => send.key)).toEqual(['key-1']);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sends().map((send) => send.key)).toEqual(['key-1', 'key-2', 'key-1']);
    expect(localStorage.length).toBe(0);
  });

  it('a round sends its first alone, then the rest four at a time', async () => {
    for (let i = 0; i < 9; i++) writeKept(keptEarlier(`key-${i}`, { firstAttemptAt: START + i }));
    let underWay = 0;
    const together: number[] = [];
    mockSubmitLead.mockImplementation(async () => {
      together.push(++underWay);
      await new Promise((resolve) => setTimeout(resolve, 50));
      underWay -= 1;
      return success;
    });
    (await openTab()).resender.startResending();
    await jest.advanceTimersByTimeAsync(1000);
    expect(together).toEqual([1, 1, 2, 3, 4, 4, 4, 4, 4]);
    expect(localStorage.length).toBe(0);
  });

  it('a send refused on its merits when resent is dropped, and the visitor told', async () => {
    writeKept(keptEarlier('key-1'));
    answer(fieldError);
    (await openTab()).resender.startResending();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(mockSubmitLead).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(mockToast.error).toHaveBeenCalledWith('Given up', 'Given up');
  });
});

describe('when it is given up', () => {
  it('after seven days: dropped, not sent, and the visitor told', async () => {
    writeKept(keptEarlier('old'));
    writeKept(keptEarlier('recent', { firstAttemptAt: START + 60_000 }));
    jest.setSystemTime(START + RESEND_LIFETIME_MS + 1);
    answer(success);
    (await openTab()).resender.startResending();
    await jest.advanceTimersByTimeAsync(0);
    expect(sends().map((send) => send.key)).toEqual(['recent']);
    expect(localStorage.length).toBe(0);
    expect(mockToast.error).toHaveBeenCalledWith('Given up', 'Given up');
  });

  it('even while offline', async () => {
    writeKept(keptEarlier('old'));
    online = false;
    jest.setSystemTime(START + RESEND_LIFETIME_MS + 1);
    (await openTab()).resender.startResending();
    await jest.advanceTimersByTimeAsync(0);
    expect(localStorage.length).toBe(0);
    expect(mockSubmitLead).not.toHaveBeenCalled();
  });
});

describe('two tabs', () => {
  /** Both tabs come back online with ten kept sends; each is sent once. */
  async function bothOnline() {
    for (let i = 0; i < 10; i++) writeKept(keptEarlier(`key-${i}`, { firstAttemptAt: START + i }));
    online = false;
    const tabs = [await openTab(), await openTab()];
    tabs.forEach((tab) => tab.resender.startResending());
    await jest.advanceTimersByTimeAsync(0);
    mockSubmitLead.mockImplementation(
      (_body, options) => new Promise((resolve) => setTimeout(() => resolve(success), 50, options)),
    );
    online = true;
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(10_000);
    const keys = mockSubmitLead.mock.calls.map(([, options]) => options.idempotencyKey);
    expect(keys.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `key-${i}`).sort());
    expect(localStorage.length).toBe(0);
  }

  it('with Web Locks, never both send one kept send', async () => {
    await bothOnline();
  });

  it('without Web Locks, a claim in the record keeps the other tab off it', async () => {
    Reflect.deleteProperty(navigator, 'locks');
    await bothOnline();
  });

  it('a claim another tab wrote at the same moment wins over this one', async () => {
    Reflect.deleteProperty(navigator, 'locks');
    writeKept(keptEarlier('key-1'));
    const { withClaim } = await import('./claim');
    const run = jest.fn(async () => 'sent');
    const claimed = withClaim('key-1', run);
    const record = JSON.parse(localStorage.getItem('leadwise:saved:key-1')!);
    writeKept({ ...record, claim: { by: 'another tab', until: Date.now() + 60_000 } });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(claimed).resolves.toEqual({ ran: false });
    expect(run).not.toHaveBeenCalled();
  });
});
