import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionAnswer } from '@/components/inbox/action-answer';
import { ChannelFormMapping, ChannelFormsTable } from '@/components/channels/channel-forms';
import { ChannelHealthTable } from '@/components/channels/channel-health-table';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { textLink } from '@/components/ui/text-link';
import { channelsCopy as copy } from '@/content/inbox-channels';
import { channelsPath, importPath } from '@/lib/inbox/inbox-paths';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: copy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What the address says a form's post came to (channel-actions.ts): never the form's words. */
function outcomeOf(query: Record<string, string | string[] | undefined>) {
  if (query.done === 'mapped') return { ok: true, message: copy.mapped };
  const problem = String(query.problem ?? '');
  return problem in copy.problems
    ? { ok: false, message: copy.problems[problem as keyof typeof copy.problems] }
    : null;
}

/** The lead channels' health and forms (docs/operations.md#lead-channels), for admins. */
export default async function ChannelsPage({ searchParams }: Props) {
  const { operator, services } = await operatorPage(channelsPath, inboxPages.channels.permission);
  const now = new Date();
  const [health, forms, query] = await Promise.all([
    services.channels.health(now),
    services.channels.forms(),
    searchParams,
  ]);
  const outcome = outcomeOf(query);
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <ActionAnswer state={outcome} />
        <p>{copy.intro}</p>
        <p>
          <Link href={importPath} className={textLink}>
            {copy.importLink}
          </Link>
        </p>
        <ChannelHealthTable health={health} />
        <section aria-labelledby="forms-heading" className="flex flex-col gap-3">
          <h2 id="forms-heading" className="text-xl font-bold">
            {copy.formsHeading}
          </h2>
          <p className="max-w-3xl">{copy.formsIntro}</p>
          <ChannelFormsTable forms={forms} />
          <ChannelFormMapping />
        </section>
      </main>
    </>
  );
}
