import Link from 'next/link';
import { inboxHomeCopy, inboxTitle, roleLabels } from '@/content/inbox';
import { inboxHome } from '@/lib/inbox/inbox-paths';
import type { Operator } from '@/lib/server/inbox/operator-session';
import { SignOutButton } from './sign-out-button';

/** Who is signed in, as what, and the way out: on every inbox page. */
export function InboxHeader({ operator }: { operator: Operator }) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
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
    </header>
  );
}
