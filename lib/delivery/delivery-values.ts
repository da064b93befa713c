// The words of a lead's delivery to its university (docs/operations.md#delivery-to-the-universities),
// shared by the server, the inbox's pages and the export.

/** How a university takes its leads: pushed to its API, or taken from its portal on this site. */
export const ADAPTERS = ['generic', 'leadsquared', 'portal'] as const;
export type Adapter = (typeof ADAPTERS)[number];
export const isAdapter = (value: unknown): value is Adapter =>
  (ADAPTERS as readonly unknown[]).includes(value);

/**
 * A lead's delivery as the export names it: the university's answer, `held` (over the cap or its
 * sheet lacks a value), `pending` (on its way, or waiting in the portal), `none` (not to be sent).
 */
export const DELIVERY_STATUSES = [
  'accepted',
  'duplicate',
  'rejected',
  'held',
  'pending',
  'none',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What a university's answer comes to. */
export type Verdict = 'accepted' | 'duplicate' | 'rejected';

/** The kinds of a master data sheet's rows. */
export const MAPPING_KINDS = ['course', 'city', 'state'] as const;
export type MappingKind = (typeof MAPPING_KINDS)[number];

/** Our reference of a lead, as a university sees it: its idempotency key and webhook id. */
export const leadReference = (leadId: number) => `LWL-${leadId}`;

/** The webhook id of a lead's send: its reference, then `-2`, `-3` … for each admin's re-send. */
export const deliveryId = (leadId: number, round: number) =>
  round > 1 ? `${leadReference(leadId)}-${round}` : leadReference(leadId);
