// Dates as readers write them, one way everywhere: a calendar day (`2026-11-21`, or the day of an
// instant in India: lib/time/india-time.ts `indiaDay`), never an instant read on a server's clock.

/** A day as readers of a page's language write it: 26 November 2026, 26 नवंबर 2026. */
export const formatDateIn = (day: string, language: 'en' | 'hi') =>
  new Date(day).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A day as Indian readers write it: 21 November 2026. */
export const formatDate = (day: string) => formatDateIn(day, 'en');
