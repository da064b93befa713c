import { acceptableUrl, hasAdParameters } from './attribution';

// The visit's first touch: where the visitor landed (URL with its query) and what referred them,
// kept per browser session in sessionStorage: no cookie, nothing sent anywhere but with a lead.
// A later page view that itself carries ad parameters is a new ad click and starts a new touch;
// plain navigation keeps the first.

export type Touch = { landing_url: string; referrer: string };

const KEY = 'leadwise:touch';

function stored(): Touch | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return typeof value?.landing_url === 'string' && typeof value?.referrer === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

const sameSite = (a: string, b: string) => {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
};

/**
 * The touch a page view starts. A first view referred by our own site follows a page that was
 * left before it could record itself (a link tapped before the page came to life): that page, its
 * full address sent as the referrer, was the landing.
 */
const touchOf = (href: string, referrer: string): Touch =>
  sameSite(href, referrer) && !hasAdParameters(href)
    ? { landing_url: acceptableUrl(referrer), referrer: '' }
    : { landing_url: acceptableUrl(href), referrer: acceptableUrl(referrer) };

/** Records a page view of `href`; returns the touch in force after it. */
export function recordPageView(href: string, referrer: string): Touch {
  const current = stored();
  if (current && !hasAdParameters(href)) return current;
  const touch = touchOf(href, referrer);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(touch));
  } catch {
    // Storage refused (private mode, full): the touch still goes with this page's lead.
  }
  return touch;
}

/** The touch a lead sent from this page carries. */
export const currentTouch = () => recordPageView(window.location.href, document.referrer);
