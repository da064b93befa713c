import { deliveryLineCopy } from '@/content/inbox-delivery';
import { resendDelivery } from '@/lib/server/inbox-entries/delivery-actions';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

/** A form, not a script: an admin sends a rejected lead again and its page comes back saying so. */
export function ResendButton({ leadId }: { leadId: number }) {
  return (
    <form action={resendDelivery}>
      <input type="hidden" name="lead" value={leadId} />
      <button
        type="submit"
        aria-label={deliveryLineCopy.resendLabel(leadId)}
        className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'w-full sm:w-auto')}
      >
        {deliveryLineCopy.resend}
      </button>
    </form>
  );
}
