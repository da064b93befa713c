// The universities' portal's addresses (docs/product.md#the-university-portal). Each page names
// its university in the path: a university user opens only its own (the guard answers any other
// not-found), an agency admin any, as that university sees it.

/** Where a university user lands after signing in: sent on to its own university's list. */
export const portalHome = '/portal';

export const portalPath = (university: string) => `${portalHome}/${encodeURIComponent(university)}`;

export const portalLeadPath = (university: string, id: number) =>
  `${portalPath(university)}/leads/${id}`;

/** A lead page's address as the access log names it when what was asked is not a lead's number. */
export const portalNotALeadPath = (university: string) =>
  `${portalPath(university)}/leads/(not-a-lead-number)`;

export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The list's leads as a file; `filters`, the list's query (portal-query.ts `filtersOf`). */
export const portalDownloadPath = (university: string, format: DownloadFormat, filters = '') =>
  `${portalPath(university)}/download/${format}${filters ? `?${filters}` : ''}`;
