import {
  phoneCheckCopy,
  proposalPhoneCheckCopy,
  type PhoneCheckCopy,
  type PhoneCheckNotice,
} from '@/content/phone-check';
import type { Language } from '@/lib/config/language';
import type { CodeStepKind } from '@/lib/server/intake/code-step-route';
import type { PhoneCheckView } from '@/lib/server/phone-check/phone-checks';
import {
  changeCheckedPhone,
  confirmPhoneCode,
  sendPhoneCodeAgain,
} from '@/lib/server/intake/phone-check-actions';
import { TextField } from '../leads/text-field';
import { buttonVariants } from '../ui/button-variants';
import { textLink } from '../ui/text-link';

type Props = {
  /** Whose thank-you page: an admission's, or a proposal's (SMS_PROPOSALS). */
  kind: CodeStepKind;
  language: Language;
  check: PhoneCheckView;
  /** The last step's outcome, from the page's address (`?code=`). */
  notice: string | undefined;
  /** The university the enquiry named (`?for=`), kept through each step. */
  purpose: string | undefined;
};

const NOTICES = new Set<string>([
  'sent',
  'failed',
  'limited',
  'skipped',
  'too-soon',
  'bad-phone',
  'malformed',
  'expired',
  'used-up',
  'no-code',
]);

/** `+91 ••••• •3210`: enough for the student to know the number, not enough for a bystander. */
const masked = (phone: string) => `+91 ••••• •${phone.slice(-4)}`;

function noticeText(copy: PhoneCheckCopy, notice: string | undefined): string | null {
  const wrong = /^wrong-([1-4])$/.exec(notice ?? '');
  if (wrong) return copy.wrong(Number(wrong[1]));
  return notice && NOTICES.has(notice)
    ? copy.notices[notice as Exclude<PhoneCheckNotice, 'wrong'>]
    : null;
}

/**
 * The thank-you page's phone check: the code sent to the lead's number, typed back in a form
 * that posts natively, with "Send again" and "Change number". The lead is already stored: each
 * step only adds the Verified mark.
 */
export function PhoneCheckPanel({ kind, language, check, notice, purpose }: Props) {
  const copy = kind === 'proposal' ? proposalPhoneCheckCopy : phoneCheckCopy[language];
  const hidden = (
    <>
      <input type="hidden" name="page" value={kind} />
      <input type="hidden" name="language" value={language} />
      {purpose && <input type="hidden" name="for" value={purpose} />}
    </>
  );
  if (check.verified)
    return (
      <p role="status" className="mt-8 rounded-lg bg-green-50 p-4 font-semibold text-green-900">
        {check.role === 'guardian' ? copy.verifiedGuardian : copy.verified}
      </p>
    );
  const said = noticeText(copy, notice);
  const sentTo = check.role === 'guardian' ? copy.sentToGuardian : copy.sentTo;
  return (
    <section
      aria-labelledby="phone-check-heading"
      className="mt-8 rounded-xl border border-gray-200 bg-white p-5 text-left shadow-sm"
    >
      <h2 id="phone-check-heading" className="text-xl font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 text-gray-700">
        {check.failed ? copy.notSent : sentTo(masked(check.phone))}
      </p>
      {said && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-950">
          {said}
        </p>
      )}
      <form action={confirmPhoneCode} className="mt-4 flex flex-col gap-3">
        {hidden}
        <TextField
          id="phone-code"
          name="code"
          label={copy.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
        />
        <button type="submit" className={buttonVariants()}>
          {copy.confirm}
        </button>
      </form>
      <form action={sendPhoneCodeAgain} className="mt-4">
        {hidden}
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          {copy.sendAgain}
        </button>
        <p className="mt-1 text-sm text-gray-700">{copy.sendAgainNote}</p>
      </form>
      <details className="mt-4">
        <summary className={`${textLink} cursor-pointer`}>{copy.changeNumber}</summary>
        <form action={changeCheckedPhone} className="mt-3 flex flex-col gap-3">
          {hidden}
          <TextField
            id="phone-new"
            name="phone"
            type="tel"
            label={copy.newNumberLabel}
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={14}
            required
          />
          <button type="submit" className={buttonVariants({ variant: 'outline' })}>
            {copy.sendToNumber}
          </button>
        </form>
      </details>
      <p className="mt-4 text-sm text-gray-700">{copy.optional}</p>
    </section>
  );
}
