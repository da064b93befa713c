// What the ad platforms' own scripts left in the visitor's browser, kept with a lead so that a
// later conversion can be sent back to the platform that brought it (docs/leads.md, "Ad
// conversions"): Meta's click id (`fbc`: the `_fbc` cookie, or made from the landing URL's
// `fbclid` in Meta's `fb.1.<ms>.<fbclid>` form), Meta's browser id (the `_fbp` cookie) and the
// GA4 client id (from the `_ga` cookie), for a later Measurement Protocol link. They come from
// the request's Cookie header, which a natively posted form sends as well as the scripts' fetch.
// A value that is not in its platform's form (which admits no control character) is dropped,
// never the lead.

export const AD_IDENTIFIERS = ['fbc', 'fbp', 'ga_client_id'] as const;
export type AdIdentifiers = Record<(typeof AD_IDENTIFIERS)[number], string | null>;

/** The longest identifier kept: Meta's prefix and a click id as long as the landing URL keeps it. */
export const MAX_IDENTIFIER_LENGTH = 600;

// Meta's forms (ClickID and the fbp and fbc parameters): `fb.<subdomain index>.<creation time in
// ms>.<fbclid or random number>`, the parameter builder library possibly adding one more part.
const FBC = /^fb\.[0-2]\.\d{13}\.([\w-]+)(\.[\w-]+)?$/;
const FBP = /^fb\.[0-2]\.\d{13}\.\d{1,30}(\.[\w-]+)?$/;
// Google Analytics' `_ga` cookie: `GA1.<domain depth>.<random number>.<first visit in seconds>`;
// the client id is its last two parts.
const GA = /^GA1\.\d{1,2}\.(\d{1,20}\.\d{1,20})$/;
// What Meta issues as an fbclid; anything else in the landing URL is no click Meta can match.
const FBCLID = /^[\w-]+$/;

const fits = (value: string) => value.length <= MAX_IDENTIFIER_LENGTH;

/** A Cookie header's values by name, the first of a repeated name (the most specific path's). */
export function cookieValues(header: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    let value = pair.slice(equals + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // Not percent-encoded after all: the value as it came.
    }
    if (name && !values.has(name)) values.set(name, value);
  }
  return values;
}

type Visit = {
  /** The request's Cookie header ('' when it had none). */
  cookies: string;
  /** The landing URL's fbclid (lib/leads/attribution.ts), or null. */
  fbclid: string | null;
  /** When the click was first seen: what Meta asks for an fbc made from an fbclid. */
  seenAt: Date;
};

/**
 * The identifiers to keep with a lead. A visit that landed from a Meta ad has its fbc from the
 * `_fbc` cookie when that cookie names the same click (Meta's Pixel wrote it, with the click's
 * own time), else made from the fbclid; a visit that did not keeps a valid `_fbc` as it is.
 */
export function adIdentifiers({ cookies, fbclid, seenAt }: Visit): AdIdentifiers {
  const jar = cookieValues(cookies);
  const valid = (name: string, form: RegExp) => {
    const value = jar.get(name) ?? '';
    return fits(value) && form.test(value) ? value : null;
  };
  const fromCookie = valid('_fbc', FBC);
  const clicked = fbclid !== null && FBCLID.test(fbclid) ? fbclid : null;
  let fbc = fromCookie;
  if (clicked && FBC.exec(fromCookie ?? '')?.[1] !== clicked) {
    const made = `fb.1.${seenAt.getTime()}.${clicked}`;
    fbc = fits(made) ? made : null;
  }
  return {
    fbc,
    fbp: valid('_fbp', FBP),
    ga_client_id: GA.exec(valid('_ga', GA) ?? '')?.[1] ?? null,
  };
}
