import 'server-only';
import { PLATFORMS } from '@/lib/channels/channel-names';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';
import { channelHealth } from './channel-counts';
import { mapChannelForm, type ChannelFormOptions } from './channel-form-command';
import { channelForms } from './channel-forms';

/** The channels whose health the admins see: our own pages have their own figures. */
const WATCHED = [...PLATFORMS, 'import'] as const;

/** What the inbox asks of the lead channels: each platform's and the sheets' health, and forms. */
export const channelService = (database: StoreDatabase) => ({
  health: (now: Date) => channelHealth(database.db.withPlugin(isoTimestamps), WATCHED, now),
  /** Every platform form seen or mapped, Meta's then Google's, each by its id. */
  forms: async () =>
    (
      await Promise.all(
        PLATFORMS.map((channel) => channelForms(database.db.withPlugin(isoTimestamps), channel)),
      )
    ).flat(),
  /** An admin's mapping of a form (channel-form-command.ts checks it); the line for the log. */
  mapForm: (options: ChannelFormOptions, now: Date) => mapChannelForm(database, options, now),
});

export type ChannelService = ReturnType<typeof channelService>;
