// Which ad or campaign brought a visitor: the click ids and UTM tags of the landing URL. Shared
// by the browser (the visit's first touch, the thank-you event) and the API (a column each).

import { withoutControls } from '../validations/text';

export const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const;
export const UTM_TAGS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export const AD_PARAMETERS = [...CLICK_IDS, ...UTM_TAGS] as const;
export type AdParameter = (typeof AD_PARAMETERS)[number];
export type AdParameters = Record<AdParameter, string | null>;

/** The longest landing URL or referrer kept; a longer one is shortened by the browser first. */
export const MAX_URL_LENGTH = 2048;
/** The longest value kept for one parameter (a gclid is about 100 characters). */
export const MAX_PARAMETER_LENGTH = 500;
/**
 * The longest UTM tag kept, in characters: at most 400 bytes in UTF-8, so that an index holding a
 * tag twice (the leads' funnel indexes) or three (the visit counts' key) stays far below
 * PostgreSQL's 2,704-byte limit on a btree entry.
 */
export const MAX_TAG_LENGTH = 100;

const UTM = new Set<AdParameter>(UTM_TAGS);

/** The first `length` characters of a text, never half of one (a surrogate pair stays whole). */
export const firstCharacters = (text: string, length: number) =>
  Array.from(text).slice(0, length).join('');

/** An absolute http(s) URL, which is all a landing URL or referrer may be. */
export function isWebAddress(value: string): boolean {
  // Not URL.canParse: older Android browsers, which many of our visitors use, lack it.
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The ad parameters of a URL, each its first non-empty value (decoded, without control
 * characters, trimmed, capped), or null. Anything that is not an http(s) URL has none. A shared
 * link's `%00` or `%1B` costs nothing but those characters: never a refused lead, a store error
 * or an escape sequence in an export.
 */
export function adParameters(url: string): AdParameters {
  const query = isWebAddress(url) ? new URL(url).searchParams : new URLSearchParams();
  return Object.fromEntries(
    AD_PARAMETERS.map((name) => {
      const value = query
        .getAll(name)
        .map((candidate) => withoutControls(candidate).trim())
        .find(Boolean);
      if (!value) return [name, null];
      return [
        name,
        UTM.has(name)
          ? firstCharacters(value, MAX_TAG_LENGTH)
          : value.slice(0, MAX_PARAMETER_LENGTH),
      ];
    }),
  ) as AdParameters;
}

export const hasAdParameters = (url: string) =>
  Object.values(adParameters(url)).some((value) => value !== null);

/**
 * A URL as the API accepts it: an http(s) address within the length cap. A longer one keeps
 * only its ad parameters; what cannot be kept at all becomes empty, never a refused lead.
 */
export function acceptableUrl(url: string): string {
  if (!isWebAddress(url)) return '';
  if (url.length <= MAX_URL_LENGTH) return url;
  const parsed = new URL(url);
  const kept = new URLSearchParams();
  for (const [name, value] of Object.entries(adParameters(url))) if (value) kept.set(name, value);
  parsed.search = kept.toString();
  parsed.hash = '';
  const short = parsed.toString();
  return short.length <= MAX_URL_LENGTH ? short : '';
}
