// `node lib/server/backup/copy-sqlite.mjs STORE COPY`: a consistent copy of the SQLite lead store, made in a
// process of its own so that the server's thread never waits for it (engine-copy.ts).
// One step of SQLite's online backup is one read transaction: one moment of the store, which the
// server's writes beside the write-ahead log do not wait for.
import Database from 'better-sqlite3';

const [store, copy] = process.argv.slice(2);
const db = new Database(store, { fileMustExist: true, timeout: 5000 });
try {
  await db.backup(copy, { progress: () => 0x7fffffff });
} finally {
  db.close();
}
