// Where a lead came from (docs/operations.md#lead-channels): our own pages, Meta's instant forms,
// Google Ads lead forms, or a portal's sheet imported by an admin.
export const CHANNELS = ['site', 'meta', 'google', 'import'] as const;
export type Channel = (typeof CHANNELS)[number];

export const isChannel = (value: unknown): value is Channel => CHANNELS.includes(value as Channel);

/** The platforms whose own forms send leads by webhook, each mapped per form. */
export const PLATFORMS = ['meta', 'google'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  site: 'Our pages',
  meta: 'Meta lead ads',
  google: 'Google Ads lead forms',
  import: 'Portal sheets',
};

const UNPLACED_PREFIX = 'Channel lead to place: ';

/**
 * The reason of a lead from a form nobody mapped to a university yet: no university's, so no
 * university's team or delivery takes it, and its label tells an admin to place it.
 */
export const unplacedReason = (channel: Channel, formId: string) =>
  `${UNPLACED_PREFIX}${CHANNEL_LABELS[channel]} form ${formId}`;

export const isUnplaced = (reason: string) => reason.startsWith(UNPLACED_PREFIX);

/** The suspected reason of a platform's test lead: held apart like a suspected lead, so labelled. */
export const testLeadReason = (channel: Channel) =>
  `test lead from ${CHANNEL_LABELS[channel]} (the platform marked it as a test)`;
