import type { BrowserContext } from '@playwright/test';
import type { BrowserSubscription } from '@/scripts/test/fake-push-service.mjs';

// Headless Chromium cannot reach a real push service offline: the page's PushManager hands out
// the fake push service's subscriptions instead (scripts/test/fake-push-service.mjs).

/** Makes the context's PushManager hand out `subscription` (the fake push service's). */
export async function fakePushFor(context: BrowserContext, subscription: BrowserSubscription) {
  await context.addInitScript((json) => {
    const KEY = 'e2e-fake-push-subscription';
    const made = (saved: typeof json) => ({
      endpoint: saved.endpoint,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => saved,
      // The push service forgets it: the browser has no subscription until it subscribes again.
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    const current = () => {
      const saved = localStorage.getItem(KEY);
      return saved ? made(JSON.parse(saved)) : null;
    };
    Object.assign(PushManager.prototype, {
      getSubscription: async () => current(),
      subscribe: async () => {
        // A browser whose push service changed the endpoint since gets the new one.
        localStorage.setItem(KEY, JSON.stringify(json));
        return current();
      },
    });
    // What the page saw before this load (a new endpoint stands in for a changed one).
    if (localStorage.getItem(KEY)) localStorage.setItem(KEY, JSON.stringify(json));
  }, subscription);
}
