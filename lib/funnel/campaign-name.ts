import { withoutControls } from '@/lib/validations/text';

// A campaign's name as the spend is stored under it, typed in the form or read from a platform's
// report alike: no control characters, trimmed, at most 500 characters (whole characters, so a
// cut never leaves half a pair; 2,000 bytes at most, well under PostgreSQL's limit for the
// campaign_spend key).

export const MAX_CAMPAIGN_CHARS = 500;

export const campaignName = (value: string) =>
  [...withoutControls(value).trim()].slice(0, MAX_CAMPAIGN_CHARS).join('').trim();
