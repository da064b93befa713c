import { suspectedCopy } from '@/content/inbox-records';
import type { RecordType } from '@/lib/server/store/lead-store';
import { releaseRecord } from '@/lib/server/inbox-entries/record-actions';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

/** A form, not a script: the release posts natively and the page comes back with its outcome. */
export function ReleaseButton({ type, id, name }: { type: RecordType; id: number; name: string }) {
  return (
    <form action={releaseRecord}>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={suspectedCopy.releaseLabel(type, id, name)}
        className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'w-full sm:w-auto')}
      >
        {suspectedCopy.release}
      </button>
    </form>
  );
}
