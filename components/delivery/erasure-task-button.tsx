import { deliveryPageCopy as copy } from '@/content/inbox-delivery';
import { leadReference } from '@/lib/delivery/delivery-values';
import { finishErasureTask } from '@/lib/server/inbox-entries/delivery-actions';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

/** A form, not a script: an admin marks an erasure asked of a university by hand done. */
export function ErasureTaskButton({ leadId }: { leadId: number }) {
  return (
    <form action={finishErasureTask} className="inline">
      <input type="hidden" name="lead" value={leadId} />
      <button
        type="submit"
        aria-label={copy.taskDoneLabel(leadReference(leadId))}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'ml-2')}
      >
        {copy.taskDone}
      </button>
    </form>
  );
}
