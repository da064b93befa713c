import type { Metadata } from 'next';
import Link from 'next/link';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { textLink } from '@/components/ui/text-link';
import { inboxHomeCopy, roleLabels } from '@/content/inbox';
import { can } from '@/lib/inbox/roles';
import { inboxHome, siteSpeedPath, twoFactorPath } from '@/lib/inbox/inbox-paths';
import { requireOperator } from '@/lib/server/inbox/operator-session';

export const metadata: Metadata = { title: 'Inbox' };

export default async function InboxPage() {
  const { operator } = await requireOperator(inboxHome);
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">
          {operator.name}, {roleLabels[operator.role]}
        </h1>
        <p>{inboxHomeCopy.comingSoon}</p>
        <ul className="flex flex-col gap-2">
          <li>
            <Link href={twoFactorPath} className={textLink}>
              {inboxHomeCopy.twoFactor}
            </Link>
          </li>
          {can(operator.role, { report: ['site-speed'] }) && (
            <li>
              <Link href={siteSpeedPath} className={textLink}>
                {inboxHomeCopy.siteSpeed}
              </Link>
            </li>
          )}
          {can(operator.role, { lead: ['export'] }) && (
            <>
              <li>
                <a href="/inbox/export?format=csv" className={textLink}>
                  {inboxHomeCopy.exportCsv}
                </a>
              </li>
              <li>
                <a href="/inbox/export?format=json" className={textLink}>
                  {inboxHomeCopy.exportJson}
                </a>
              </li>
            </>
          )}
        </ul>
      </main>
    </>
  );
}
