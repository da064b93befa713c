import { operatorsPageCopy as copy } from '@/content/inbox-operators';
import { changeOperatorAccess } from '@/lib/server/inbox-entries/operator-actions';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

/** A row's Disable or Enable: a plain form, posted natively; the page says what came of it. */
export function OperatorAccessForm({
  email,
  name,
  disabled,
}: {
  email: string;
  name: string;
  disabled: boolean;
}) {
  const change = disabled ? 'enable' : 'disable';
  return (
    <form action={changeOperatorAccess}>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="change" value={change} />
      {/* Named with the person in aria-label: an sr-only span, absolutely placed, would widen the
          page past the table's own scroller at 360 px. */}
      <button
        type="submit"
        aria-label={`${copy[change]} ${name}`}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-h-11')}
      >
        {copy[change]}
      </button>
    </form>
  );
}
