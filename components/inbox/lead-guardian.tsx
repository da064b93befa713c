import { minorLeadCopy } from '@/content/inbox-minor';
import { callHref, readablePhone } from '@/lib/inbox/lead-contact';
import { buttonVariants } from '../ui/button-variants';

type Props = { guardianName: string | null; guardianPhone: string | null };

/** A minor's lead: the parent or guardian who consented, with a call link to them. */
export function LeadGuardian({ guardianName, guardianPhone }: Props) {
  const phone = guardianPhone ?? '';
  const call = callHref(phone);
  return (
    <div
      data-testid="lead-guardian"
      className="flex flex-col gap-3 rounded-lg border-2 border-sky-700 bg-sky-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold">
          {minorLeadCopy.guardian(guardianName ?? '', readablePhone(phone))}
        </p>
        <p className="text-gray-700">{minorLeadCopy.noAds}</p>
      </div>
      {call && (
        <a href={call} className={buttonVariants({ variant: 'outline' })}>
          {minorLeadCopy.call}
          <span className="sr-only"> {readablePhone(phone)}</span>
        </a>
      )}
    </div>
  );
}
