import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { writtenOnce } from '../secret-file';
import type { ServerConfig } from '../server-config';

/** Where a deployment's backups go, their key and the command that sends each off. */
export type BackupSettings = NonNullable<ServerConfig['backup']>;

/** Whether `file` is `dir` or lies under it. */
const isUnder = (file: string, dir: string) => {
  const rest = path.relative(path.resolve(dir), path.resolve(file));
  return !rest.startsWith('..') && !path.isAbsolute(rest);
};

/**
 * The backups' key (docs/operations.md#backups): 32 random bytes, made once like the operators'
 * secret in a `0600` file (BACKUP_KEY_FILE, else beside the store), never in the store or the
 * backup folder, so a copy of either alone reads nothing.
 */
export function backupKey({ keyFile, dir }: BackupSettings): Buffer {
  if (isUnder(keyFile, dir))
    throw new Error(
      `The backup key ${path.resolve(keyFile)} (BACKUP_KEY_FILE) must not be in BACKUP_DIR: a copy of the backups would carry their key.`,
    );
  fs.mkdirSync(path.dirname(path.resolve(keyFile)), { recursive: true });
  const text =
    writtenOnce(keyFile, randomBytes(32).toString('base64')) ??
    fs.readFileSync(keyFile, 'utf8').trim();
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error(
      `The backup key ${path.resolve(keyFile)} (BACKUP_KEY_FILE) is not 32 bytes in base64.`,
    );
  return key;
}

/** A value keyed by the backup key: the same for the same input, unreadable without the key. */
export const keyedHash = (key: Buffer, purpose: string, value: string) =>
  createHmac('sha256', key).update(`${purpose}\n${value}`).digest('base64url');
