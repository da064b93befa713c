// A throwaway PostgreSQL cluster for the tests: Debian's `postgresql` (installed when missing and
// we are root), a fresh data directory in /tmp, listening on 127.0.0.1 only, removed on stop.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt-install.mjs';

const isRoot = process.getuid?.() === 0;

/** The newest installed server's bin directory, e.g. /usr/lib/postgresql/15/bin. */
function serverBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((version) => fs.existsSync(path.join(base, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

export function ensurePostgres() {
  let bin = serverBinDir();
  if (bin) return bin;
  try {
    aptInstall('postgresql', 'the store tests');
  } catch (error) {
    throw new Error(`${error.message} (or set TEST_DATABASE_URL).`);
  }
  bin = serverBinDir();
  if (!bin) throw new Error('apt-get finished but no PostgreSQL server was found.');
  return bin;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The server refuses to run as root, so as root it runs as Debian's `postgres` user. */
const runAsOwner = (bin, args) =>
  isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' })
    : execFileSync(bin, args, { stdio: 'pipe' });

/** Starts a cluster; resolves to its superuser URL and a stop() that removes it. */
export async function startCluster() {
  const bin = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  runAsOwner(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'leadwise',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-instructions',
  ]);
  // Durability settings are off: this cluster holds test data only and is deleted afterwards.
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runAsOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  const url = `postgres://leadwise@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
