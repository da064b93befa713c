// `node lib/server/store/copy/copy-worker-process.mjs`: the process that makes and seals the
// store's copies, started once at the kernel's idle priority while the server is small
// (copy-worker.ts). Each program the server starts holds its thread while the kernel copies its
// memory map (25 ms at 300 MB, 53 ms at 1.1 GB), in the middle of the leads a backup runs beside;
// this process starts them instead, and is small. Each line on its input asks for one task, each
// line on its output answers one, by id:
// - {"id", "sqlite": {"store", "copy", "gz"}}: VACUUM INTO `copy`, one read transaction and so
//   one moment of the store, which the server's writes beside the write-ahead log do not wait for;
//   not synced (read once and deleted: a flush of the whole store made each lead's own sync wait
//   behind it); its facts read here, then gzipped at the fastest level into `gz` and deleted.
// - {"id", "program": {"command", "args", "password"?, "out"?}}: runs a program (pg_dump, psql)
//   at this process's priority, which it inherits, and in this process's environment, the
//   password as PGPASSWORD; its output sealed into `out` (below), read a third of the time
//   (writePaced), or dropped. A dump never lies on a disk in the clear.
// - {"id", "encrypt": {"source", "out"}}: seals the file `source` into `out`.
// A sealed `out` is {"file", "prefix", "key", "iv", "aad"}: `file` (0600) holds the prefix, then
// what is sealed encrypted with AES-256-GCM, then its tag (all but the file in base64). Sealed
// here because on the server's thread the encryption held the thread for 50 to 70 ms of each
// backup. Synced every 4 MB as it is written: synced once at its end, each lead's own sync of the
// write-ahead log waited behind tens of megabytes (docs/performance.md#backups).
import { spawn } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { setTimeout } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import Database from 'better-sqlite3';

async function copySqlite({ store, copy, gz }) {
  const db = new Database(store, { fileMustExist: true, timeout: 5000 });
  try {
    db.pragma('synchronous = OFF');
    db.prepare('VACUUM INTO ?').run(copy);
  } finally {
    db.close();
  }
  const copied = new Database(copy, { readonly: true, fileMustExist: true });
  let facts;
  try {
    const migrations = copied
      .prepare('select name from schema_migrations order by name')
      .pluck()
      .all();
    const leads = copied.prepare('select count(*) as count, max(id) as last from leads').get();
    facts = { migrations, leads: leads.count, lastLeadId: leads.last ?? 0 };
  } finally {
    copied.close();
  }
  await pipeline(
    fs.createReadStream(copy),
    createGzip({ level: 1 }),
    fs.createWriteStream(gz, { mode: 0o600 }),
  );
  fs.rmSync(copy, { force: true });
  return facts;
}

/** How long a program's output is read before each pause, twice as long. */
const SLICE_MS = 20;

/**
 * Seals a program's output a slice at a time, pausing twice as long after each: the
 * program waits on its full pipe meanwhile, and so does pg_dump's database backend once the
 * connection's buffers fill. That backend runs at the database's priority, not this process's,
 * and dumping at full speed it kept a core from the leads (docs/performance.md#the-dump-paced).
 * Called as soon as the program starts: Node drops the output of a program that ends before its
 * output is read.
 */
async function writePaced(output, sealed) {
  let sliceStart = performance.now();
  for await (const chunk of output) {
    await sealed.write(chunk);
    const read = performance.now() - sliceStart;
    if (read < SLICE_MS) continue;
    await setTimeout(2 * read);
    sliceStart = performance.now();
  }
}

async function runProgram({ command, args, password, out }) {
  const sealed = out && (await sealedFile(out));
  try {
    // The program inherits this process's environment (PATH, locale); no setting is read from it.
    // eslint-disable-next-line no-restricted-syntax
    const env = password === undefined ? process.env : { ...process.env, PGPASSWORD: password };
    const child = spawn(command, args, {
      env,
      stdio: ['ignore', sealed ? 'pipe' : 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    const ended = new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`${command} failed (${code ?? signal}): ${errors.trim()}`)),
      );
    });
    await Promise.all([ended, sealed && writePaced(child.stdout, sealed)]);
    await sealed?.finish();
  } finally {
    await sealed?.close();
  }
}

const SYNC_STEP = 4 * 1024 ** 2;

/** Opens a sealed `out` (above): write what is sealed, then finish, then close in any case. */
async function sealedFile({ file: name, prefix, key, iv, aad }) {
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(key, 'base64'),
    Buffer.from(iv, 'base64'),
  );
  cipher.setAAD(Buffer.from(aad, 'base64'));
  const file = await fs.promises.open(name, 'w', 0o600);
  let unsynced = 0;
  const put = async (bytes) => {
    await file.writeFile(bytes);
    unsynced += bytes.length;
    if (unsynced < SYNC_STEP) return;
    unsynced = 0;
    await file.datasync();
  };
  await put(Buffer.from(prefix, 'base64'));
  return {
    write: (chunk) => put(cipher.update(chunk)),
    async finish() {
      await put(cipher.final());
      await put(cipher.getAuthTag());
      await file.sync();
    },
    close: () => file.close(),
  };
}

async function encrypt({ source, out }) {
  const sealed = await sealedFile(out);
  try {
    for await (const chunk of fs.createReadStream(source, { highWaterMark: 1024 ** 2 }))
      await sealed.write(chunk);
    await sealed.finish();
  } finally {
    await sealed.close();
  }
}

// One task at a time: a backup's copy waits for the one before it, never runs beside it.
for await (const line of readline.createInterface({ input: process.stdin })) {
  const { id, sqlite, program, encrypt: sealing } = JSON.parse(line);
  try {
    const facts = sqlite
      ? await copySqlite(sqlite)
      : program
        ? await runProgram(program)
        : await encrypt(sealing);
    process.stdout.write(JSON.stringify({ id, ok: true, facts }) + '\n');
  } catch (error) {
    process.stdout.write(JSON.stringify({ id, ok: false, error: String(error.message) }) + '\n');
  }
}
