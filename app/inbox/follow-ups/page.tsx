import type { Metadata } from 'next';
import Link from 'next/link';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { textLink } from '@/components/ui/text-link';
import { followUpsCopy } from '@/content/inbox-records';
import { privacyMarkCopy } from '@/content/personal-data';
import { statusLabels } from '@/content/inbox-work';
import { followUpsPath, leadPath } from '@/lib/inbox/inbox-paths';
import { callHref, readablePhone } from '@/lib/inbox/lead-contact';
import { followUpDue } from '@/lib/server/inbox/follow-up-due';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import { cn } from '@/lib/ui/cn';

export const metadata: Metadata = { title: followUpsCopy.title };

/** The signed-in operator's follow-ups due today (India) and overdue, oldest first. */
export default async function FollowUpsPage() {
  const { operator, leads } = await operatorPage(followUpsPath);
  const now = new Date();
  const due = await leads.followUpsDue(now);
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{followUpsCopy.title}</h1>
        <p className="text-gray-700">{followUpsCopy.intro}</p>
        {due.length === 0 ? (
          <p className="rounded-lg border border-gray-200 bg-white p-4">{followUpsCopy.empty}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="follow-ups">
            {due.map((lead) => {
              const when = followUpDue(lead.next_follow_up_at!, now);
              return (
                <li
                  key={lead.id}
                  className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <h2 className="text-lg font-semibold break-words">
                      <Link href={leadPath(lead.id)} className={textLink}>
                        {lead.erased_at ? privacyMarkCopy.erasedName(lead.id) : lead.name}
                      </Link>
                    </h2>
                    <p className="text-sm">
                      <time
                        dateTime={lead.next_follow_up_at!}
                        title={when.at}
                        className={cn('font-semibold', when.overdue ? 'text-red-800' : 'text-ink')}
                      >
                        {when.text}
                      </time>
                      <span className="text-gray-700"> · {when.at}</span>
                    </p>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-800">
                      <dt className="text-gray-700">{followUpsCopy.status}</dt>
                      <dd>{statusLabels[lead.status]}</dd>
                      <dt className="text-gray-700">{followUpsCopy.reason}</dt>
                      <dd className="break-words">{lead.reason}</dd>
                    </dl>
                  </div>
                  {lead.contact_withdrawn_at || lead.erased_at ? (
                    <p
                      data-testid="do-not-contact"
                      className="w-fit shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800"
                    >
                      {privacyMarkCopy.doNotContact}
                    </p>
                  ) : callHref(lead.phone) ? (
                    <a
                      href={callHref(lead.phone)!}
                      aria-label={`${followUpsCopy.call(lead.name)}, ${readablePhone(lead.phone)}`}
                      className={cn(buttonVariants({ variant: 'primary', size: 'md' }), 'shrink-0')}
                    >
                      {readablePhone(lead.phone)}
                    </a>
                  ) : (
                    <p className="shrink-0">{lead.phone}</p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </main>
    </>
  );
}
