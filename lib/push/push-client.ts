import { savePushSubscription, turnOffPush } from '@/lib/server/inbox-entries/push-actions';

// The browser's side of the inbox's notifications: the service worker (public/inbox/sw.js,
// scope /inbox/ only) and this browser's push subscription, saved as the signed-in operator's.

export const WORKER = { script: '/inbox/sw.js', scope: '/inbox/' };

/** The endpoint last saved from this browser, so a changed one replaces it on the server. */
const SAVED = 'leadwise-push-endpoint';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

export const registerWorker = () =>
  navigator.serviceWorker.register(WORKER.script, { scope: WORKER.scope });

/** Saves the subscription as the signed-in operator's (a guarded action); true when it was. */
export async function saveSubscription(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return false;
  const form = new FormData();
  form.set('endpoint', endpoint);
  form.set('p256dh', keys.p256dh);
  form.set('auth', keys.auth);
  const previous = localStorage.getItem(SAVED);
  if (previous && previous !== endpoint) form.set('previous', previous);
  const saved = await savePushSubscription(form);
  if (!saved || 'error' in saved) return false;
  localStorage.setItem(SAVED, endpoint);
  return true;
}

/** The browser's subscription to our public key, made when it has none. */
export async function subscribe(registration: ServiceWorkerRegistration, publicKey: string) {
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
}

/**
 * Unsubscribes this browser (its push service forgets it at once) and forgets what it saved;
 * the endpoint it had, for the server to delete, or null when it had none.
 */
export async function unsubscribeHere(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER.scope);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  localStorage.removeItem(SAVED);
  return subscription.endpoint;
}

/**
 * "Turn off": this browser first, so that it is off whatever the server answers (a row left
 * behind is deleted when its push service answers the next push 410), then its saved endpoint.
 */
export async function turnOff() {
  const endpoint = await unsubscribeHere();
  if (!endpoint) return;
  const form = new FormData();
  form.set('endpoint', endpoint);
  await turnOffPush(form);
}
