/** @jest-environment node */
import fs from 'node:fs';
import vm from 'node:vm';

// The inbox's service worker (public/inbox/sw.js), run as a browser runs it, against a stand-in
// for its global scope: what a push shows, and where a tap on it goes.

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: { url: string; focus: jest.Mock }[] = []) {
  const listeners: Record<string, Listener> = {};
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: 'https://leadwise.example' },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => opened.push(url),
    },
  };
  vm.runInNewContext(fs.readFileSync('public/inbox/sw.js', 'utf8'), { self, URL });
  /** Dispatches an event; what it asked to wait for. */
  const dispatch = (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    return waited;
  };
  return { dispatch, shown, opened };
}

const message = {
  title: 'New lead #7',
  body: 'Lovely Professional University',
  url: '/inbox/leads/7',
  tag: 'lead-7',
};

it("shows a push with its title, body and the lead's page, one per lead", async () => {
  const worker = loadWorker();
  await worker.dispatch('push', { data: { json: () => message } });
  expect(worker.shown).toEqual([
    {
      title: 'New lead #7',
      options: expect.objectContaining({
        body: 'Lovely Professional University',
        tag: 'lead-7',
        data: { url: '/inbox/leads/7' },
        icon: '/inbox/icon-192.png',
      }),
    },
  ]);
});

it('opens the lead when the notification is tapped, or focuses it where it is open', async () => {
  const close = jest.fn();
  const worker = loadWorker();
  await worker.dispatch('notificationclick', {
    notification: { close, data: { url: message.url } },
  });
  expect(close).toHaveBeenCalled();
  expect(worker.opened).toEqual(['https://leadwise.example/inbox/leads/7']);

  const focus = jest.fn(async () => undefined);
  const open = loadWorker([{ url: 'https://leadwise.example/inbox/leads/7', focus }]);
  await open.dispatch('notificationclick', { notification: { close, data: { url: message.url } } });
  expect(focus).toHaveBeenCalled();
  expect(open.opened).toEqual([]);
});

it('never opens a page outside the inbox from a push', async () => {
  const worker = loadWorker();
  await worker.dispatch('notificationclick', {
    notification: { close: jest.fn(), data: { url: 'https://evil.example/inbox/x' } },
  });
  expect(worker.opened).toEqual(['https://leadwise.example/inbox/']);
});
