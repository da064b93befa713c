/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSecretFile, writtenOnce } from './secret-file';

// The secret files beside a SQLite store (docs/operations.md#the-secret): the server user's alone.

/** The uid of `nobody`, another user than the one running the tests. */
const NOBODY = 65534;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-secret-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('makes the file 0600 whatever the umask, once, and reads it back', () => {
  const file = path.join(dir, 'leads.db.operator-secret');
  const umask = process.umask(0);
  try {
    expect(writtenOnce(file, 'first')).toBe('first');
    expect(writtenOnce(file, 'second')).toBeNull();
  } finally {
    process.umask(umask);
  }
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(readSecretFile(file)).toBe('first');
});

it.each(['644', '640', '604'])('refuses a secret file of mode %s, saying the chmod', (mode) => {
  const file = path.join(dir, 'leads.db.vapid-keys');
  fs.writeFileSync(file, 'copied\n');
  fs.chmodSync(file, parseInt(mode, 8));
  expect(() => readSecretFile(file)).toThrow(
    `${file} can be read by other users of this machine (mode ${mode}): run \`chmod 600 ${file}\`, then start again.`,
  );
});

it("refuses another user's secret file, saying whose it is", () => {
  const file = path.join(dir, 'leads.db.operator-secret');
  writtenOnce(file, 'made by root');
  const owner = fs.statSync(file).uid;
  jest.spyOn(process, 'getuid').mockReturnValue(owner + 1);
  expect(() => readSecretFile(file)).toThrow(
    `${file} belongs to another user (uid ${owner}), not to this one (uid ${owner + 1}): give it to the user the server runs as (\`chown <user> ${file}\`).`,
  );
});

it("gives a file root makes to the owner of the store's folder, the server's user", () => {
  // As root (a `sudo npm run leads`), the folder belongs to the server's user: here `nobody`.
  // Run by anybody else, the folder is theirs and so is the file.
  const asRoot = process.getuid!() === 0;
  if (asRoot) fs.chownSync(dir, NOBODY, NOBODY);
  const folder = fs.statSync(dir);
  jest.spyOn(process, 'getuid').mockReturnValue(0);
  const file = path.join(dir, 'leads.db.operator-secret');
  writtenOnce(file, 'made with sudo');
  const made = fs.statSync(file);
  expect([made.uid, made.gid]).toEqual([folder.uid, folder.gid]);
  if (asRoot) expect(made.uid).toBe(NOBODY);
});

it('leaves a file another user makes as theirs', () => {
  jest.spyOn(process, 'getuid').mockReturnValue(1000);
  const chown = jest.spyOn(fs, 'chownSync');
  writtenOnce(path.join(dir, 'leads.db.vapid-keys'), '{}');
  expect(chown).not.toHaveBeenCalled();
});
