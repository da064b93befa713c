import * as z from 'zod/mini';

// A browser's push subscription as the inbox's script sends it (lib/push/push-client.ts) and its
// action checks it (lib/server/inbox-entries/push-actions.ts): where its push service takes pushes, and its keys.

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A push service's address: https, or http on this machine (the tests' fake push service). */
export const isPushEndpoint = (value: string) => {
  if (!URL.canParse(value) || value.length > 1000) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
};

const base64url = (bytes: number) =>
  z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`)));

export const subscriptionFields = z.object({
  endpoint: z.string().check(z.refine(isPushEndpoint)),
  /** The browser's P-256 public key, uncompressed (65 bytes). */
  p256dh: base64url(65),
  /** Its authentication secret (16 bytes). */
  auth: base64url(16),
  /** The endpoint this browser saved before, when its push service has changed it since. */
  previous: z.optional(z.string().check(z.refine(isPushEndpoint))),
});

export type SubscriptionFields = z.infer<typeof subscriptionFields>;
