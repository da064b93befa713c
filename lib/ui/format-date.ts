/** A date as Indian readers write it: 21 November 2026. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A date as readers of a page's language write it: 26 November 2026, 26 नवंबर 2026. */
export const formatDateIn = (iso: string, language: 'en' | 'hi') =>
  language === 'hi'
    ? new Date(iso).toLocaleDateString('hi-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : formatDate(iso);
