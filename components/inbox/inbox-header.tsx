import Link from 'next/link';
import { inboxHomeCopy, inboxTitle, roleLabels } from '@/content/inbox';
import { inboxHome } from '@/lib/inbox/inbox-paths';
import type { Operator } from '@/lib/server/inbox/operator';
import { PushSync } from '../push/push-sync';
import { InboxNav } from './inbox-nav';
import { SignOutButton } from './sign-out-button';

/**
 * Who is signed in, as what, the way out and the inbox's pages: on every inbox page, which also
 * saves this browser's push subscription again (components/push). The queue
 * passes its filters as `exportQuery`, so the export links download what it shows.
 */
export function InboxHeader({
  operator,
  exportQuery,
}: {
  operator: Operator;
  exportQuery?: string;
}) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link href={inboxHome} className="font-bold text-brand-800">
            {inboxTitle}
          </Link>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p>
              {inboxHomeCopy.signedInAs} <strong>{operator.name}</strong> (
              <span data-testid="operator-role">{roleLabels[operator.role]}</span>)
            </p>
            <SignOutButton />
          </div>
        </div>
        <InboxNav role={operator.role} exportQuery={exportQuery} />
      </div>
      <PushSync />
    </header>
  );
}
