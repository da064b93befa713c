import 'server-only';
import path from 'node:path';
import webpush from 'web-push';
import { readSecretFile, writtenOnce } from '../secret-file';
import type { ServerConfig } from '../server-config';

/** The key pair that signs our pushes, and who the push services may write to about them. */
export type VapidKeys = NonNullable<ServerConfig['vapid']>;

type VapidConfig = Pick<ServerConfig, 'vapid' | 'vapidSubject' | 'databaseUrl' | 'dbPath'>;

/** Where a SQLite store's made pair lives: a file of its own beside the database file. */
export const vapidFileOf = (dbPath: string) => `${path.resolve(dbPath)}.vapid-keys`;

/**
 * The VAPID keys, made once like the operators' secret (docs/operations.md#push-to-the-owners-phone):
 * - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set;
 * - else, beside a SQLite store, a `0600` file made on first start (the browsers' subscriptions
 *   are bound to the public key, so it must outlive restarts);
 * - else null: instances on PostgreSQL must share one pair, which only the settings can give, so
 *   their pushes are off and each owner's notice goes by email until the pair is set.
 */
export function vapidKeys(config: VapidConfig): VapidKeys | null {
  if (config.vapid) return config.vapid;
  if (config.databaseUrl) return null;
  const file = vapidFileOf(config.dbPath);
  const made = webpush.generateVAPIDKeys();
  const text = writtenOnce(file, JSON.stringify(made)) ?? readSecretFile(file);
  const { publicKey, privateKey } = JSON.parse(text) as typeof made;
  return { publicKey, privateKey, subject: config.vapidSubject };
}
