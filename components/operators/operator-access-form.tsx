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
      <button
        type="submit"
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-h-11')}
      >
        {copy[change]}
        <span className="sr-only"> {name}</span>
      </button>
    </form>
  );
}
