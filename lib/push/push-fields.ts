import * as z from 'zod/mini';

// A browser's push subscription as the inbox's script sends it (lib/push/push-client.ts) and its
// actions check it (lib/server/inbox-entries/push-actions.ts): where its push service takes
// pushes, and its keys. Which addresses the server sends to is the server's to say
// (lib/server/push/push-endpoints.ts): here an endpoint is only text of a bounded length.

/** A browser's push endpoint, as text: which the server sends to is its own to say. */
export const endpointField = z.string().check(z.minLength(1), z.maxLength(1000));

const base64url = (bytes: number) =>
  z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`)));

export const subscriptionFields = z.object({
  endpoint: endpointField,
  /** The browser's P-256 public key, uncompressed (65 bytes). */
  p256dh: base64url(65),
  /** Its authentication secret (16 bytes). */
  auth: base64url(16),
  /** The endpoint this browser saved before, when its push service has changed it since. */
  previous: z.optional(endpointField),
});

export type SubscriptionFields = z.infer<typeof subscriptionFields>;

/** The endpoint of the browser that turns its notifications off, or signs out. */
export const endpointFields = z.object({ endpoint: endpointField });

export type EndpointFields = z.infer<typeof endpointFields>;
