import { acceptableUrl } from './attribution';

// The visit's first touch: where the visitor landed (URL with its query) and what referred them,
// kept per browser session in sessionStorage: no cookie, nothing sent anywhere but with a lead.
// The head script (lib/leads/head-script.ts) records it as each page's HTML is parsed; a later page
// view that itself carries ad parameters is a new ad click and starts a new touch, plain
// navigation keeps the first.

export type Touch = { landing_url: string; referrer: string };

export const TOUCH_KEY = 'leadwise:touch';

function stored(): Touch | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(TOUCH_KEY) ?? 'null');
    return typeof value?.landing_url === 'string' && typeof value?.referrer === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

/**
 * The touch a lead sent from this page carries, as the API accepts it. Where storage kept
 * nothing (refused, or the head script blocked), this page is the landing.
 */
export function currentTouch(): Touch {
  const touch = stored() ?? { landing_url: window.location.href, referrer: document.referrer };
  return { landing_url: acceptableUrl(touch.landing_url), referrer: acceptableUrl(touch.referrer) };
}
