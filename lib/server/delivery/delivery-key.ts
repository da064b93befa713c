import 'server-only';
import path from 'node:path';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { readSecretFile, writtenOnce } from '../secret-file';
import type { ServerConfig } from '../server-config';

// The universities' credentials are sealed (AES-256-GCM) with a key that is never in the store,
// like the operators' secret (docs/operations.md#the-secret): a copy of the database or of a
// backup does not hand over a university's API key.

type KeyConfig = Pick<
  ServerConfig,
  'deliverySecretKey' | 'operatorAuthSecret' | 'databaseUrl' | 'dbPath'
>;

/** Where a SQLite store's made key lives: a file of its own beside the database file. */
export const deliveryKeyFileOf = (dbPath: string) => `${path.resolve(dbPath)}.delivery-key`;

/**
 * The 32-byte key: from DELIVERY_SECRET_KEY, else from OPERATOR_AUTH_SECRET (set on every
 * PostgreSQL instance alike), else from a 0600 file made beside a SQLite store on first use.
 */
export function deliveryKey(config: KeyConfig): Buffer {
  let secret = config.deliverySecretKey ?? config.operatorAuthSecret;
  if (!secret) {
    const file = deliveryKeyFileOf(config.dbPath);
    secret = writtenOnce(file, randomBytes(32).toString('base64url')) ?? readSecretFile(file);
  }
  return Buffer.from(hkdfSync('sha256', secret, '', 'leadwise university delivery', 32));
}

/** A secret sealed: `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return ['v1', ...parts].join('.');
}

/** The secret again; throws when the key is not the one it was sealed with. */
export function unseal(key: Buffer, sealed: string): string {
  const [, iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
}
