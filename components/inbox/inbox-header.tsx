import Link from 'next/link';
import type { ReactNode } from 'react';
import { inboxHomeCopy, inboxTitle, roleLabels } from '@/content/inbox';
import { inboxHome } from '@/lib/inbox/inbox-paths';
import type { Operator } from '@/lib/server/inbox/operator';
import { PushSync } from '../push/push-sync';
import { BackupAlert } from './backup-alert';
import { InboxNav } from './inbox-nav';
import { SignOutButton, SignOutElsewhere } from './sign-out-button';

function Account({ operator, children }: { operator: Operator; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p>
        {inboxHomeCopy.signedInAs} <strong>{operator.name}</strong> ({roleLabels[operator.role]})
      </p>
      {children}
    </div>
  );
}

/**
 * The inbox's bar, on every inbox page: its name, its pages and who is signed in, as what, with
 * the way out (on a phone the last two in its menu). It also saves this browser's push
 * subscription again (components/push), and tells an admin when the backups need a look.
 */
export function InboxHeader({ operator }: { operator: Operator }) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex min-h-14 max-w-5xl items-center gap-x-3 px-2 py-1.5 sm:px-4">
        <Link href={inboxHome} className="hidden shrink-0 font-bold text-brand-800 sm:block">
          {inboxTitle}
        </Link>
        <InboxNav
          role={operator.role}
          account={
            <Account operator={operator}>
              <SignOutElsewhere />
            </Account>
          }
        />
        <div className="hidden lg:block">
          <Account operator={operator}>
            <SignOutButton />
          </Account>
        </div>
      </div>
      <PushSync />
      {operator.role === 'admin' && <BackupAlert />}
    </header>
  );
}
