import 'server-only';
import { PLATFORMS } from '@/lib/channels/channel-names';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';
import { channelHealth } from './channel-counts';

/**
 * What the inbox asks of the lead channels: each platform's health. Our own pages have their
 * own figures, and portal sheets have no import yet (issue 74), so the page claims neither.
 */
export const channelService = (database: StoreDatabase) => ({
  health: (now: Date) => channelHealth(database.db.withPlugin(isoTimestamps), PLATFORMS, now),
});

export type ChannelService = ReturnType<typeof channelService>;
