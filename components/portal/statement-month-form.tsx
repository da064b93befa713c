import { statementCopy as copy } from '@/content/portal-statement';
import { buttonVariants } from '../ui/button-variants';

// The statement's month: a GET form, so a month's statement is a link and needs no script.
// `hidden` keeps what else the address says (the university an agency admin is viewing).

const FIELD = 'rounded-lg border border-gray-400 bg-white px-3 py-2 text-base';

export function StatementMonthForm({
  action,
  month,
  hidden = {},
}: {
  action: string;
  month: string;
  hidden?: Record<string, string>;
}) {
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{copy.monthLabel}</span>
        <input type="month" name="month" required defaultValue={month} className={FIELD} />
      </label>
      <button type="submit" className={buttonVariants({ variant: 'primary', size: 'md' })}>
        {copy.show}
      </button>
    </form>
  );
}
