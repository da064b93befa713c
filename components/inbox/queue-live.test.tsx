import { act, render, screen } from '@testing-library/react';
import { POLL_MS, QueueLive } from './queue-live';

const refresh = jest.fn();
const router = { refresh };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

let answers: { newest: number | null; newer: number }[];
const fetchMock = jest.fn(async (_url: string) => {
  const body = answers.shift() ?? { newest: null, newer: 0 };
  return { ok: true, json: async () => body };
});

let visibility: DocumentVisibilityState;
let focused: boolean;

/** Lets the timers due within `ms` run, and the fetches they start settle. */
async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function become(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  answers = [];
  fetchMock.mockClear();
  refresh.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  visibility = 'visible';
  focused = true;
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.spyOn(document, 'hasFocus').mockImplementation(() => focused);
  document.title = 'Inbox · Leadwise inbox';
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const polled = () => fetchMock.mock.calls.map(([url]) => url);

it('asks every 15 s under the page’s filters, and re-renders the page on news', async () => {
  render(<QueueLive after={40} query="status=new&owner=mine" />);
  await pass(POLL_MS - 1);
  expect(polled()).toEqual([]);
  answers.push({ newest: 42, newer: 2 });
  await pass(1);
  expect(polled()).toEqual(['/inbox/queue/updates?status=new&owner=mine&after=40']);
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('2 new leads');
  // Looking at the queue, the operator has seen them: the title counts nothing.
  expect(document.title).toBe('Inbox · Leadwise inbox');
  // Emptied after a while, so that the same news next time is announced again.
  await pass(5_000);
  expect(screen.getByRole('status')).toHaveTextContent('');

  // The next ask starts from the newest it was told of.
  await pass(POLL_MS);
  expect(polled()[1]).toBe('/inbox/queue/updates?status=new&owner=mine&after=42');
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('counts in the title the leads that come while the operator looks elsewhere', async () => {
  const { rerender } = render(<QueueLive after={10} query="" />);
  focused = false;
  act(() => {
    window.dispatchEvent(new Event('blur'));
  });
  answers.push({ newest: 11, newer: 1 });
  await pass(POLL_MS);
  expect(document.title).toBe('(1) Inbox · Leadwise inbox');
  expect(screen.getByRole('status')).toHaveTextContent('1 new lead');

  // The refreshed page sets its own title back, before or after it renders this again; the
  // count stays on it.
  document.title = 'Inbox · Leadwise inbox';
  rerender(<QueueLive after={11} query="" />);
  await pass(0);
  expect(document.title).toBe('(1) Inbox · Leadwise inbox');
  rerender(<QueueLive after={11} query="" />);
  document.title = 'Inbox · Leadwise inbox';
  await pass(0);
  expect(document.title).toBe('(1) Inbox · Leadwise inbox');

  answers.push({ newest: 14, newer: 3 });
  await pass(POLL_MS);
  expect(document.title).toBe('(4) Inbox · Leadwise inbox');

  focused = true;
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(document.title).toBe('Inbox · Leadwise inbox');
});

it('stops asking while the tab is hidden and asks at once when it is shown again', async () => {
  render(<QueueLive after={5} query="" />);
  become('hidden');
  await pass(POLL_MS * 4);
  expect(polled()).toEqual([]);

  answers.push({ newest: 6, newer: 1 });
  become('visible');
  await pass(0);
  expect(polled()).toEqual(['/inbox/queue/updates?after=5']);
  expect(refresh).toHaveBeenCalledTimes(1);
  await pass(POLL_MS);
  expect(polled()).toHaveLength(2);
});

it('keeps asking after a failed request', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  render(<QueueLive after={1} query="" />);
  await pass(POLL_MS);
  expect(refresh).not.toHaveBeenCalled();
  answers.push({ newest: 2, newer: 1 });
  await pass(POLL_MS);
  expect(polled()).toHaveLength(2);
  expect(refresh).toHaveBeenCalledTimes(1);
});
