import 'server-only';
import { CHANNELS } from '@/lib/channels/channel-names';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';
import { channelHealth } from './channel-counts';

/** What the inbox asks of the lead channels: each one's health but our own pages'. */
export const channelService = (database: StoreDatabase) => ({
  health: (now: Date) =>
    channelHealth(
      database.db.withPlugin(isoTimestamps),
      CHANNELS.filter((channel) => channel !== 'site'),
      now,
    ),
});

export type ChannelService = ReturnType<typeof channelService>;
