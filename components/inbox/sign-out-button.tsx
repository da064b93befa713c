import { inboxHomeCopy } from '@/content/inbox';
import { signOut } from '@/lib/server/inbox-entries/sign-in-actions';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

/** A form, not a link: signing out changes state, and works without the page's script. */
export function SignOutButton() {
  return (
    <form action={signOut}>
      <button type="submit" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}>
        {inboxHomeCopy.signOut}
      </button>
    </form>
  );
}
