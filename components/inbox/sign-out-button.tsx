import { inboxHomeCopy } from '@/content/inbox';
import { signOut } from '@/lib/server/inbox-entries/sign-in-actions';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

// The bar's one sign-out form: a phone's menu sends it from a button of its own (`form`), so a
// page holds a single sign-out form however the bar is laid out.
const SIGN_OUT_FORM = 'inbox-sign-out';

const button = cn(buttonVariants({ variant: 'outline', size: 'sm' }));

/** A form, not a link: signing out changes state, and works without the page's script. */
export function SignOutButton() {
  return (
    <form id={SIGN_OUT_FORM} action={signOut}>
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
