'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { notificationsCopy } from '@/content/inbox-push';
import {
  pushSupported,
  registerWorker,
  saveSubscription,
  subscribe,
  turnOff,
} from '@/lib/push/push-client';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

type State =
  | 'checking'
  | 'unsupported'
  | 'denied'
  | 'off'
  | 'busy'
  | 'on'
  | 'failed'
  | 'stopping'
  | 'offFailed';

const SAID: Record<State, string> = {
  checking: '',
  busy: '',
  stopping: '',
  unsupported: notificationsCopy.unsupported,
  denied: notificationsCopy.denied,
  off: notificationsCopy.off,
  on: notificationsCopy.on,
  failed: notificationsCopy.failed,
  offFailed: notificationsCopy.offFailed,
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
 * server's public key and saves the subscription as the operator's; "Turn off notifications"
 * unsubscribes it and deletes what was saved. Says where this browser stands (on, off, blocked,
 * unable) in a status the screen reader reads, and keeps the keyboard on the button, which after
 * each change offers the other. Notifications need a script, so the button comes with it.
 */
export function PushSwitch({ publicKey }: { publicKey: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>('checking');
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    let live = true;
    stateNow().then((now) => live && setState(now));
    return () => {
      live = false;
    };
  }, []);

  // The button was disabled while it worked, which took the focus away: it goes back to it.
  useEffect(() => {
    if (!refocus.current || state === 'busy' || state === 'stopping') return;
    refocus.current = false;
    button.current?.focus();
  }, [state]);

  /** Ends a change: where it left the browser, and the page's count of the operator's devices. */
  const settle = (now: State) => {
    refocus.current = true;
    setState(now);
    router.refresh();
  };

  const turnOn = async () => {
    setState('busy');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return settle(permission === 'denied' ? 'denied' : 'off');
      const registration = await registerWorker();
      const subscription = await subscribe(registration, publicKey);
      settle((await saveSubscription(subscription)) ? 'on' : 'failed');
    } catch {
      settle('failed');
    }
  };

  const turnOffHere = async () => {
    setState('stopping');
    try {
      await turnOff();
      settle('off');
    } catch {
      // Off where the browser unsubscribed, whatever the server answered.
      settle((await stateNow()) === 'on' ? 'offFailed' : 'off');
    }
  };

  if (state === 'checking') return null;
  const on = state === 'on' || state === 'stopping' || state === 'offFailed';
  const canTurnOn = state === 'off' || state === 'failed' || state === 'busy';
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="status" data-testid="push-state" className="font-semibold">
        {SAID[state]}
      </p>
      {(on || canTurnOn) && (
        <button
          ref={button}
          type="button"
          onClick={on ? turnOffHere : turnOn}
          disabled={state === 'busy' || state === 'stopping'}
          className={cn(buttonVariants({ variant: on ? 'outline' : 'primary', size: 'md' }))}
        >
          {state === 'busy'
            ? notificationsCopy.turningOn
            : state === 'stopping'
              ? notificationsCopy.turningOff
              : on
                ? notificationsCopy.turnOff
                : notificationsCopy.turnOn}
        </button>
      )}
      {on && <p className="text-sm text-gray-700">{notificationsCopy.signOutNote}</p>}
    </div>
  );
}
