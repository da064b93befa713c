import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createDecipheriv, randomBytes } from 'node:crypto';
import { createGunzip } from 'node:zlib';
import type { SealedOut } from '../store/copy/copy-worker';
import type { Snapshot } from '../store/copy/store-snapshot';
import { keyedHash } from './backup-key';
import { syncFile } from '../sync-file';

// One backup file (docs/operations.md#backups): a line naming the format, the header (what it
// holds, in the clear and authenticated), then the store's copy gzipped and encrypted with
// AES-256-GCM, and the tag that proves neither was changed.

const MAGIC = Buffer.from('LEADWISE-BACKUP 1\n');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type BackupHeader = {
  /** The engine the copy is of: it is put back only on the same. */
  engine: Snapshot['engine'];
  /** When the copy's snapshot was taken. */
  takenAt: string;
  /** The migrations the copied store had applied: its schema. */
  migrations: string[];
  /** How many leads it holds, and the newest one's number. */
  leads: number;
  lastLeadId: number;
  /** Which key sealed it (not the key): a wrong key is told apart from a damaged file. */
  keyId: string;
};

export const keyIdOf = (key: Buffer) => keyedHash(key, 'backup-key-id', '').slice(0, 16);

/** Why a backup cannot be used, in words an operator acts on. */
export class BackupRefused extends Error {}

/**
 * Seals a store's copy into `file`, by the snapshot's `seal`, in the copy worker (the server's
 * thread never encrypts): written to a hidden temporary name beside it, synced, then renamed, so a
 * crash leaves either no file or a whole one (a listing and a restore skip the hidden names).
 */
export async function sealBackup(
  seal: Snapshot['seal'],
  header: Omit<BackupHeader, 'keyId'>,
  key: Buffer,
  file: string,
): Promise<BackupHeader> {
  const sealed: BackupHeader = { ...header, keyId: keyIdOf(key) };
  const headerBytes = Buffer.from(JSON.stringify(sealed));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  const iv = randomBytes(IV_BYTES);
  const temporary = path.join(path.dirname(file), `.partial-${path.basename(file)}`);
  try {
    const out: SealedOut = {
      file: temporary,
      prefix: Buffer.concat([MAGIC, length, headerBytes, iv]).toString('base64'),
      key: key.toString('base64'),
      iv: iv.toString('base64'),
      aad: headerBytes.toString('base64'),
    };
    await seal(out);
    await fs.promises.rename(temporary, file);
    await syncFile(file);
    return sealed;
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/** A backup's header, read without the key; refuses a file that is not a backup. */
export function readHeader(file: string): {
  header: BackupHeader;
  headerBytes: Buffer;
  start: number;
} {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length + 4);
    const read = fs.readSync(fd, head, 0, head.length, 0);
    if (read < head.length || !head.subarray(0, MAGIC.length).equals(MAGIC))
      throw new BackupRefused(`${file} is not a backup of this site (or its start is damaged).`);
    const headerBytes = Buffer.alloc(head.readUInt32BE(MAGIC.length));
    if (
      headerBytes.length > 1_000_000 ||
      fs.readSync(fd, headerBytes, 0, headerBytes.length, head.length) < headerBytes.length
    )
      throw new BackupRefused(`${file} is damaged: its header is cut short.`);
    try {
      return {
        header: JSON.parse(headerBytes.toString('utf8')) as BackupHeader,
        headerBytes,
        start: head.length + headerBytes.length,
      };
    } catch {
      throw new BackupRefused(`${file} is damaged: its header cannot be read.`);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Opens a backup into `target` (the store's copy in the clear, written 0600), or refuses: a file
 * sealed by another key, or changed in any byte since it was written (GCM's tag, checked at the
 * end: on a refusal the target is deleted, so only a whole, checked copy is ever used).
 */
export async function openBackup(file: string, key: Buffer, target: string): Promise<BackupHeader> {
  const { header, headerBytes, start } = readHeader(file);
  if (header.keyId !== keyIdOf(key))
    throw new BackupRefused(
      `${file} was sealed with another key than BACKUP_KEY_FILE's: restore it with the key that was in use when it was taken.`,
    );
  const size = fs.statSync(file).size;
  const damaged = () =>
    new BackupRefused(
      `${file} is damaged: its contents fail the check of their tag; nothing was restored.`,
    );
  if (size < start + IV_BYTES + TAG_BYTES) throw damaged();
  const fd = fs.openSync(file, 'r');
  const iv = Buffer.alloc(IV_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  fs.readSync(fd, iv, 0, IV_BYTES, start);
  fs.readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  fs.closeSync(fd);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(headerBytes);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      fs.createReadStream(file, { start: start + IV_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createGunzip(),
      fs.createWriteStream(target, { mode: 0o600 }),
    );
  } catch {
    await fs.promises.rm(target, { force: true });
    throw damaged();
  }
  return header;
}
