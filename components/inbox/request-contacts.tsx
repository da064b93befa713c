import type { ReactNode } from 'react';
import { requestPageCopy } from '@/content/inbox-requests';
import { readablePhone } from '@/lib/inbox/lead-contact';
import { indiaReadable } from '@/lib/time/india-time';
import { CODE_LIFETIME_MS } from '@/lib/server/privacy/contact-checks';
import {
  checkRequestEmailCode,
  confirmRequestPhone,
  sendRequestEmailCode,
} from '@/lib/server/inbox-entries/rights-request-admin-actions';
import type { InboxRightsRequest } from '@/lib/server/privacy/rights-requests';
import { buttonVariants } from '../ui/button-variants';

const copy = requestPageCopy;

/**
 * Each contact the request names, verified on its own (contact-checks.ts): the phone by the admin
 * who called it, the email by a one-time code sent to it and read back. Natively posted forms.
 */
export function RequestContacts({ request }: { request: InboxRightsRequest }) {
  const hidden = <input type="hidden" name="reference" value={request.reference} />;
  return (
    <section
      aria-labelledby="request-contacts"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="request-contacts" className="text-xl font-bold">
        {copy.contactsTitle}
      </h2>
      <p className="max-w-prose text-sm text-gray-700">{copy.contactsIntro}</p>
      {request.phone && (
        <Contact
          label={`${copy.fields.phone}: ${readablePhone(request.phone)}`}
          verified={
            request.phone_verified_at &&
            copy.verifiedBy(
              request.phone_verifier_name ?? '-',
              indiaReadable(request.phone_verified_at),
              copy.byCall,
            )
          }
          testId="phone-check"
        >
          <p className="max-w-prose text-sm text-gray-700">{copy.phoneCheckText}</p>
          <form action={confirmRequestPhone} className="flex flex-col items-start gap-2">
            {hidden}
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="called"
                value="yes"
                required
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              {copy.phoneCalled}
            </label>
            <button type="submit" className={buttonVariants({ variant: 'outline' })}>
              {copy.phoneConfirm}
            </button>
          </form>
        </Contact>
      )}
      {request.email && (
        <Contact
          label={`${copy.fields.email}: ${request.email}`}
          verified={
            request.email_verified_at &&
            copy.verifiedBy(
              request.email_verifier_name ?? '-',
              indiaReadable(request.email_verified_at),
              copy.byCode,
            )
          }
          testId="email-check"
        >
          <p className="max-w-prose text-sm text-gray-700">
            {copy.emailCheckText(CODE_LIFETIME_MS / 3_600_000)}
          </p>
          {request.email_code_sent_at && (
            <p className="text-sm">{copy.codeSentAt(indiaReadable(request.email_code_sent_at))}</p>
          )}
          <form action={sendRequestEmailCode}>
            {hidden}
            <button type="submit" className={buttonVariants({ variant: 'outline' })}>
              {request.email_code_sent_at ? copy.sendAnotherCode : copy.sendCode}
            </button>
          </form>
          {request.email_code_sent_at && (
            <form action={checkRequestEmailCode} className="flex flex-wrap items-end gap-2">
              {hidden}
              <span className="flex flex-col gap-1">
                <label htmlFor="email-code" className="text-sm font-semibold">
                  {copy.codeLabel}
                </label>
                <input
                  id="email-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="off"
                  pattern="\s*\d{6}\s*"
                  maxLength={20}
                  required
                  className="w-36 rounded-lg border border-gray-400 bg-white px-3 py-2 text-base tracking-widest"
                />
              </span>
              <button type="submit" className={buttonVariants({ variant: 'primary' })}>
                {copy.checkCode}
              </button>
            </form>
          )}
        </Contact>
      )}
    </section>
  );
}

function Contact({
  label,
  verified,
  testId,
  children,
}: {
  label: string;
  verified: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-start gap-2 border-t border-gray-200 pt-3"
    >
      <h3 className="text-lg font-semibold break-words">{label}</h3>
      {verified ? (
        <p className="text-sm font-semibold text-green-900">{verified}</p>
      ) : (
        <>
          <p className="text-sm font-semibold text-amber-900">{copy.notVerified}</p>
          {children}
        </>
      )}
    </div>
  );
}
