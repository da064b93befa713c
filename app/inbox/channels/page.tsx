import type { Metadata } from 'next';
import { ChannelHealthTable } from '@/components/channels/channel-health-table';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { channelsCopy } from '@/content/inbox-channels';
import { channelsPath } from '@/lib/inbox/inbox-paths';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: channelsCopy.title };

/** The lead channels' health (docs/operations.md#lead-channels), for admins. */
export default async function ChannelsPage() {
  const { operator, ctx } = await operatorPage(channelsPath, inboxPages.channels.permission);
  const health = await ctx.channels.health(new Date());
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{channelsCopy.title}</h1>
        <p>{channelsCopy.intro}</p>
        <ChannelHealthTable health={health} />
      </main>
    </>
  );
}
