'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { notificationsCopy } from '@/content/inbox-push';
import { pushSupported, registerWorker, saveSubscription, subscribe } from '@/lib/push/push-client';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'busy' | 'on' | 'failed';

const SAID: Record<Exclude<State, 'checking' | 'busy'>, string> = {
  unsupported: notificationsCopy.unsupported,
  denied: notificationsCopy.denied,
  off: notificationsCopy.off,
  on: notificationsCopy.on,
  failed: notificationsCopy.failed,
};

/** Where this browser stands: notifications on, off, blocked, or beyond it. */
async function stateNow(): Promise<State> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  try {
    const subscription = await (await registerWorker()).pushManager.getSubscription();
    return subscription && Notification.permission === 'granted' ? 'on' : 'off';
  } catch {
    return 'unsupported';
  }
}

/**
 * "Turn on notifications" for this browser: asks the browser's permission, subscribes with the
 * server's public key and saves the subscription as the operator's; says where this browser
 * stands (on, off, blocked, unable). Notifications need a script, so the button comes with it.
 */
export function PushSwitch({ publicKey }: { publicKey: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>('checking');

  useEffect(() => {
    let live = true;
    stateNow().then((now) => live && setState(now));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setState('busy');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off');
      const registration = await registerWorker();
      const subscription = await subscribe(registration, publicKey);
      if (!(await saveSubscription(subscription))) return setState('failed');
      setState('on');
      // The page's count of this operator's devices.
      router.refresh();
    } catch {
      setState('failed');
    }
  };

  if (state === 'checking') return null;
  return (
    <div className="flex flex-col items-start gap-3">
      {state !== 'busy' && (
        <p role="status" data-testid="push-state" className="font-semibold">
          {SAID[state]}
        </p>
      )}
      {(state === 'off' || state === 'failed' || state === 'busy') && (
        <button
          type="button"
          onClick={turnOn}
          disabled={state === 'busy'}
          className={cn(buttonVariants({ variant: 'primary', size: 'md' }))}
        >
          {state === 'busy' ? notificationsCopy.turningOn : notificationsCopy.turnOn}
        </button>
      )}
    </div>
  );
}
