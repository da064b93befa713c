import type { Metadata } from 'next';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { SiteSpeedReport } from '@/components/vitals/site-speed-report';
import { inboxHomeCopy } from '@/content/inbox';
import { siteSpeedPath } from '@/lib/inbox/inbox-paths';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: inboxHomeCopy.siteSpeed };

/** The field speed report (docs/product.md#site-speed), for admins; a counsellor is answered 403. */
export default async function SiteSpeedPage() {
  const { operator, services } = await operatorPage(siteSpeedPath, inboxPages.siteSpeed.permission);
  // From the server's own store: the last 7 and 28 days.
  const report = await services.siteSpeed.report(new Date());
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{inboxHomeCopy.siteSpeed}</h1>
        <SiteSpeedReport report={report} />
      </main>
    </>
  );
}
