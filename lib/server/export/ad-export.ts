import 'server-only';
import type { QueueFilter } from '../inbox/lead-filter';
import type { OpenedStore } from '../arrival/open-store';
import { toEnhancedConversionsCsv } from './enhanced-conversions';
import { toGoogleAdsCsv, type ConversionOptions } from './google-ads-export';
import { exportData } from './lead-export';
import {
  metaRequestBody,
  recentEnough,
  toMetaEvents,
  type MetaConversion,
} from '../ads/meta-events';
import { CONVERSION_STAGES, type ConversionStage } from '../ads/conversion-stages';
import { arrivalConversions, stageConversions, type Period } from './stage-conversions';

// The ad platforms' files, for the operators' command and the inbox alike (docs/leads.md, "Ad
// conversions"). Every lead in them is one that may go to the ad platforms (ad-platforms-may.ts).

export type GoogleAdsFile = ConversionOptions &
  Period & {
    /** A stage: each lead that reached it in the period; none: each enquiry received in it. */
    stage?: ConversionStage;
    /** The queue's filters, for the file of enquiries (the inbox's view it was asked from). */
    filter?: QueueFilter;
    /** CONVERSION_VERIFIED: the file of enquiries also has a "Verified lead" row per verified one. */
    verified?: boolean;
  };

/**
 * Google's upload: with a stage, the enhanced conversions for leads file (a row per lead at the
 * time it reached the stage, hashed email and phone); without, the click-conversion file of
 * enquiries with a gclid at the time they arrived (and, with `verified`, when each was verified).
 */
export async function googleAdsFile(
  store: OpenedStore,
  { stage, since, until, filter, verified, ...options }: GoogleAdsFile,
) {
  if (stage) {
    const conversions = await stageConversions(store.database, { stage, since, until });
    return { ...toEnhancedConversionsCsv(conversions, options), considered: conversions.length };
  }
  const { leads } = await exportData(store, { filter, since, adPlatformsOnly: true });
  const inPeriod = until ? leads.filter((lead) => lead.received_at < until) : leads;
  return {
    ...toGoogleAdsCsv(inPeriod, options, { verified }),
    droppedClickIds: 0,
    considered: inPeriod.length,
  };
}

const eventTime = (conversion: MetaConversion) =>
  conversion.stage === 'lead' ? conversion.received_at : conversion.reached_at;

/**
 * Meta's Conversions API request body: with a stage, that stage's event per lead that reached it
 * in the period; without, every event of the period (Lead at each arrival, and each stage
 * reached), in the order they happened. Events older than Meta's seven days at `now` are left
 * out (Meta would refuse the whole request), and so is a lead with nothing to match a person by.
 */
export async function metaFile(
  store: OpenedStore,
  { stage, since, until }: Period & { stage?: ConversionStage },
  now = new Date(),
) {
  const stages = stage ? [stage] : CONVERSION_STAGES;
  const conversions: MetaConversion[] = [
    ...(stage ? [] : await arrivalConversions(store.database, { since, until })),
    ...(
      await Promise.all(
        stages.map((each) => stageConversions(store.database, { stage: each, since, until })),
      )
    ).flat(),
  ];
  conversions.sort((a, b) => eventTime(a).localeCompare(eventTime(b)) || a.id - b.id);
  const events = toMetaEvents(conversions);
  const { events: recent, tooOld } = recentEnough(events, now);
  return {
    json: `${metaRequestBody(recent)}\n`,
    exported: recent.length,
    unmatchable: conversions.length - events.length,
    tooOld,
  };
}
