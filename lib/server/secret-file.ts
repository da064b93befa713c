import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

// The files of secrets made beside a SQLite store (the operators' secret, the VAPID keys): the
// server's user's alone (docs/operations.md#the-secret).

/**
 * Gives a file made by root (the `leads` command run with sudo) to the owner of its folder, the
 * user the server runs as, who could not read it otherwise. Any other user makes files as itself.
 */
export function keepFolderOwner(file: string) {
  if (process.getuid?.() !== 0) return;
  const { uid, gid } = fs.statSync(path.dirname(file));
  fs.chownSync(file, uid, gid);
}

/**
 * Writes `text` to a new file only its owner may read, the first time; null when the file is
 * there already (another start, or another process, made it first: read that one instead).
 */
export function writtenOnce(file: string, text: string): string | null {
  try {
    fs.writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
  keepFolderOwner(file);
  return text;
}

/**
 * A secret file's text, trimmed; an error that says the fix where another user of the machine could
 * read it (its group or others may: a copy made with the default umask), or where it belongs to
 * another user than the one reading it (root reads the server's).
 */
export function readSecretFile(file: string): string {
  const { mode, uid } = fs.statSync(file);
  const mine = process.getuid?.();
  if (mode & 0o077)
    throw new Error(
      `${file} can be read by other users of this machine (mode ${(mode & 0o777).toString(8)}): run \`chmod 600 ${file}\`, then start again.`,
    );
  if (mine !== undefined && mine !== 0 && uid !== mine)
    throw new Error(
      `${file} belongs to another user (uid ${uid}), not to this one (uid ${mine}): give it to the user the server runs as (\`chown <user> ${file}\`).`,
    );
  return fs.readFileSync(file, 'utf8').trim();
}
