'use client';

import { useEffect } from 'react';
import { pushSupported, registerWorker, saveSubscription } from '@/lib/push/push-client';

/**
 * On every inbox page: registers the inbox's service worker (which also makes the inbox
 * installable) and, where notifications are on, saves this browser's subscription again, so the
 * server holds its current endpoint for the operator signed in now. Renders nothing.
 */
export function PushSync() {
  useEffect(() => {
    if (!pushSupported()) return;
    registerWorker()
      .then(async (registration) => {
        if (Notification.permission !== 'granted') return;
        const subscription = await registration.pushManager.getSubscription();
        if (subscription) await saveSubscription(subscription);
      })
      // A browser that refuses the worker (private mode) simply gets no notifications.
      .catch(() => undefined);
  }, []);
  return null;
}
