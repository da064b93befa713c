// The inbox's own addresses, and where a sign-in may send its operator on.

export const inboxHome = '/inbox';
export const signInPagePath = '/inbox/sign-in';
export const twoFactorPath = '/inbox/two-factor';
export const siteSpeedPath = '/inbox/site-speed';
export const channelsPath = '/inbox/channels';
/** Every operator's account, and adding one (docs/operations.md#operators-sign-in-roles-and-the-access-log), for admins. */
export const operatorsPath = '/inbox/operators';
/** Where an admin uploads a portal's sheet (docs/operations.md#portal-sheets). */
export const importPath = '/inbox/import';
/** An uploaded sheet held for its mapping, check and import, by its id. */
export const heldSheetPath = (id: string) => `${importPath}/${encodeURIComponent(id)}`;
/** The assignment rules and every counsellor's availability (docs/operations.md#lead-assignment), for admins. */
export const assignmentPath = '/inbox/assignment';
/** An operator's own working hours, leave and cap; an admin's `?operator=` names another's. */
export const hoursPath = '/inbox/hours';
export const OTHER_OPERATOR = 'operator';
export const operatorHoursPath = (operatorId: string) =>
  `${hoursPath}?${new URLSearchParams({ [OTHER_OPERATOR]: operatorId }).toString()}`;
/** Visits to admissions per campaign, with spend (docs/leads.md#visits-and-the-funnel), for admins. */
export const funnelPath = '/inbox/funnel';
/** The funnel's table as CSV, for the range and grouping its query names. */
export const funnelCsvPath = '/inbox/funnel/csv';
export const followUpsPath = '/inbox/follow-ups';
/** Where each university takes its admission leads, and how they were answered, for admins. */
export const deliveryPath = '/inbox/delivery';
/** Where an operator turns on notifications on their devices, and sends a test. */
export const notificationsPath = '/inbox/notifications';
export const suspectedPath = '/inbox/suspected';
export const exportPath = '/inbox/export';
/** Where an admin downloads the leads, all or the queue's view (its filters in the query). */
export const exportsPath = '/inbox/exports';
/** Asks for the conversion action's name, then downloads the Google Ads file of the view. */
export const googleAdsExportPath = '/inbox/export/google-ads';
/** What the open queue polls for news (app/inbox/queue/updates/route.ts). */
export const queueUpdatesPath = '/inbox/queue/updates';
export const leadPath = (id: number) => `/inbox/leads/${id}`;
/**
 * A lead page's address as the access log and a sign-in's return name it when what was typed in
 * place of the lead's number is not one (a phone or an email must never reach the log).
 */
export const notALeadPath = '/inbox/leads/(not-a-lead-number)';
/** A lead page's address by its number, parsed (null: not a lead's number), never as typed. */
export const leadPagePath = (id: number | null) => (id === null ? notALeadPath : leadPath(id));
/** An admin's confirm step before merging lead `other` into lead `id` (docs/leads.md#merging-leads). */
export const leadMergePath = (id: number, other?: string) =>
  `${leadPath(id)}/merge${other ? `?${new URLSearchParams({ other }).toString()}` : ''}`;
/** The rights requests from /privacy/requests, for admins. */
export const rightsRequestsPath = '/inbox/requests';
/** One request, by its reference (LW-XXXX-XXXX) or its id. */
export const rightsRequestPath = (key: string | number) =>
  `${rightsRequestsPath}/${encodeURIComponent(key)}`;
/** The access copy of a request's person: a JSON file of everything held. */
export const accessCopyPath = (key: string | number) => `${rightsRequestPath(key)}/access-copy`;

/**
 * Only a path inside the inbox or the universities' portal: a `next` that leads elsewhere
 * (another site) goes home.
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string') return inboxHome;
  if (!/^\/(?:inbox|portal)(?:[/?#]|$)/.test(next) || next.includes('//') || next.includes('\\'))
    return inboxHome;
  return next;
}

export const signInPath = (next: string) =>
  next === inboxHome ? signInPagePath : `${signInPagePath}?next=${encodeURIComponent(next)}`;
