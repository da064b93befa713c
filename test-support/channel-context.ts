// Test support: what the lead channels use of the server's context (channel-context.ts), on a
// store opened for a test or a benchmark, and a failed store operation thrown
// unless the caller says otherwise.
import { openStore } from '@/lib/server/arrival/open-store';
import type { ChannelContext } from '@/lib/server/channels/channel-context';
import type { ServerConfig } from '@/lib/server/server-config';

export const channelContext = async (
  config: ServerConfig,
  storeFailed: ChannelContext['storeFailed'] = (error) => {
    throw error;
  },
): Promise<ChannelContext> => ({
  config,
  store: await openStore(config),
  storeFailed,
});
