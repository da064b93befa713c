import 'server-only';
import { AD_IDENTIFIERS, type AdIdentifiers } from '@/lib/ads/ad-identifiers';
import { CLICK_IDS, isWebAddress, type AdParameters } from '@/lib/leads/attribution';

// A minor's lead never reaches an ad platform, and its click ids are not used (docs/privacy.md#minors):
// they are not stored at all, nor the ad platforms' identifiers, nor the click ids in the
// addresses that carried them. The campaign's UTM tags stay, so the enquiry is still counted.

/** The address without its click id parameters; one without any is returned as it came. */
export function withoutClickIds(address: string) {
  if (!isWebAddress(address)) return address;
  const url = new URL(address);
  if (!CLICK_IDS.some((name) => url.searchParams.has(name))) return address;
  for (const name of CLICK_IDS) url.searchParams.delete(name);
  return url.toString();
}

type Visit = AdParameters &
  AdIdentifiers & { landing_url: string; page_url: string; referrer: string };

/** A visit as a minor's lead stores it. */
export function minorVisit<T extends Visit>(visit: T): T {
  const dropped = Object.fromEntries([...CLICK_IDS, ...AD_IDENTIFIERS].map((name) => [name, null]));
  return {
    ...visit,
    ...dropped,
    landing_url: withoutClickIds(visit.landing_url),
    page_url: withoutClickIds(visit.page_url),
    referrer: withoutClickIds(visit.referrer),
  };
}
