import Link from 'next/link';
import type { ReactNode } from 'react';
import { requestPageCopy } from '@/content/inbox-requests';
import { accessCopyPath, rightsRequestPath } from '@/lib/inbox/inbox-paths';
import {
  eraseRequestPerson,
  withdrawRequestPerson,
} from '@/lib/server/inbox-entries/rights-request-admin-actions';
import { buttonVariants } from '../ui/button-variants';

const copy = requestPageCopy;
const danger = buttonVariants({ variant: 'dangerOutline' });

/**
 * What an admin can do for the person a request names: download the access copy, stop all
 * contact, erase (through a confirm step in the page's address, so it works without a script).
 * Each is a link or a natively posted form; the server checks the role again.
 */
export function RequestPersonActions({
  reference,
  leadIds,
  confirming,
}: {
  reference: string;
  leadIds: number[];
  confirming: boolean;
}) {
  const hidden = <input type="hidden" name="reference" value={reference} />;
  return (
    <section
      aria-labelledby="person-actions"
      className="flex flex-col gap-5 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="person-actions" className="text-xl font-bold">
        {copy.actionsTitle}
      </h2>
      <Action title={copy.copyTitle} text={copy.copyText}>
        <a
          href={accessCopyPath(reference)}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          {copy.copyButton}
        </a>
      </Action>
      <Action title={copy.withdrawTitle} text={copy.withdrawText}>
        <form action={withdrawRequestPerson}>
          {hidden}
          <button type="submit" className={buttonVariants({ variant: 'outline' })}>
            {copy.withdrawButton}
          </button>
        </form>
      </Action>
      <Action title={copy.eraseTitle} text={copy.eraseText} id="erase">
        {confirming ? (
          <div
            role="group"
            aria-labelledby="erase-confirm"
            tabIndex={-1}
            autoFocus
            className="flex flex-col gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <h4 id="erase-confirm" className="font-bold text-red-900">
              {copy.confirmTitle}
            </h4>
            <p className="text-sm">{copy.confirmWhat(leadIds)}</p>
            <p className="text-sm">{copy.confirmAnswerFirst}</p>
            <p className="text-sm font-bold text-red-900">{copy.confirmFinal}</p>
            <div className="flex flex-wrap items-center gap-3">
              <form action={eraseRequestPerson}>
                {hidden}
                <input type="hidden" name="confirm" value="erase" />
                <button type="submit" className={buttonVariants({ variant: 'danger' })}>
                  {copy.confirmButton}
                </button>
              </form>
              <Link
                href={rightsRequestPath(reference)}
                className={buttonVariants({ variant: 'ghost' })}
              >
                {copy.cancel}
              </Link>
            </div>
          </div>
        ) : (
          <Link href={`${rightsRequestPath(reference)}?confirm=erase#erase`} className={danger}>
            {copy.eraseButton}
          </Link>
        )}
      </Action>
    </section>
  );
}

function Action({
  title,
  text,
  id,
  children,
}: {
  title: string;
  text: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <div id={id} className="flex flex-col items-start gap-2 border-t border-gray-200 pt-4">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-prose text-sm text-gray-700">{text}</p>
      {children}
    </div>
  );
}
