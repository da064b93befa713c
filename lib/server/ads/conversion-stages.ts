import 'server-only';
import type { StoredLead } from '../store/lead-store';

// The stages of the inbox's pipeline that are conversions for the ad platforms, and the one key a
// conversion has in every file and event (docs/leads.md, "Ad conversions").

export const CONVERSION_STAGES = ['qualified', 'won'] as const;
export type ConversionStage = (typeof CONVERSION_STAGES)[number];

/**
 * A lead's phone verified by its code (CONVERSION_VERIFIED): a conversion of its own, "a real
 * person", beside the pipeline's stages rather than one of them.
 */
export const VERIFIED = 'verified';

/** A lead's arrival, its reaching a stage, or its phone verified: what the ad platforms are told of. */
export type AdEvent = 'lead' | ConversionStage | typeof VERIFIED;

/** The Google Ads conversion action a verified lead's row names: create it with this name. */
export const VERIFIED_CONVERSION = 'Verified lead';

// The statuses that mean a lead reached each stage: won is past qualified, so a lead a
// counsellor marked won straight away was qualified then too.
export const REACHED_BY: Record<ConversionStage, ('qualified' | 'won')[]> = {
  qualified: ['qualified', 'won'],
  won: ['won'],
};

/** The stages a lead reaches by being given this status: none, qualified, or both. */
export const stagesReachedBy = (status: string) =>
  CONVERSION_STAGES.filter((stage) => (REACHED_BY[stage] as string[]).includes(status));

/**
 * One conversion of one lead, the same in every file and event: the lead's id and received time
 * (a new store numbers its leads from 1 again) and the stage, or `lead` for its arrival.
 */
export const conversionKey = ({
  id,
  received_at,
  stage,
}: {
  id: number;
  received_at: string;
  stage: AdEvent;
}) => `lead-${id}-${Date.parse(received_at)}-${stage}`;

/** What the ad platforms' files are made of: who the lead is and where their visit came from. */
export type StageConversion = Pick<
  StoredLead,
  | 'id'
  | 'received_at'
  | 'email'
  | 'phone'
  | 'page_url'
  | 'user_agent'
  | 'gclid'
  | 'gbraid'
  | 'wbraid'
  | 'fbc'
  | 'fbp'
> & {
  stage: ConversionStage;
  /** When the lead first reached the stage. */
  reached_at: string;
};

/** A lead's phone verified, at the time this lead took the mark (CONVERSION_VERIFIED). */
export type VerifiedConversion = Omit<StageConversion, 'stage'> & { stage: typeof VERIFIED };
