'use client';

import { useRef, type FormEvent } from 'react';
import { inboxHomeCopy } from '@/content/inbox';
import { pushSupported, unsubscribeHere } from '@/lib/push/push-client';
import { signOut } from '@/lib/server/inbox-entries/sign-in-actions';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

// The bar's one sign-out form: a phone's menu sends it from a button of its own (`form`), so a
// page holds a single sign-out form however the bar is laid out.
const SIGN_OUT_FORM = 'inbox-sign-out';

const button = cn(buttonVariants({ variant: 'outline', size: 'sm' }));

/**
 * A form, not a link: signing out changes state, and works without the page's script. With it,
 * this browser's notifications are turned off first and its endpoint sent along for the server
 * to delete, so a shared computer shows no lead to whoever uses it next.
 */
export function SignOutButton() {
  const unsubscribed = useRef(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (unsubscribed.current || !pushSupported()) return;
    event.preventDefault();
    const form = event.currentTarget;
    unsubscribeHere()
      // A browser that cannot say still signs out.
      .catch(() => null)
      .then((endpoint) => {
        form.endpoint.value = endpoint ?? '';
        unsubscribed.current = true;
        form.requestSubmit();
      });
  };

  return (
    <form id={SIGN_OUT_FORM} action={signOut} onSubmit={onSubmit}>
      <input type="hidden" name="endpoint" defaultValue="" />
      <button type="submit" className={button}>
        {inboxHomeCopy.signOut}
      </button>
    </form>
  );
}

/** Sends the bar's sign-out form from elsewhere on the page (the phone's menu). */
export function SignOutElsewhere() {
  return (
    <button type="submit" form={SIGN_OUT_FORM} className={button}>
      {inboxHomeCopy.signOut}
    </button>
  );
}
