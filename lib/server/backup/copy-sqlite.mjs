// `node lib/server/backup/copy-sqlite.mjs STORE COPY`: a consistent copy of the SQLite lead store,
// made in a process of its own so that the server's thread never waits for it (engine-copy.ts).
// VACUUM INTO reads in one transaction: one moment of the store, which the server's writes beside
// the write-ahead log do not wait for. The copy is not synced: it is read once and deleted, and a
// flush of the whole store to the disk made each lead's own sync wait behind it
// (docs/performance.md#backups).
import Database from 'better-sqlite3';

const [store, copy] = process.argv.slice(2);
const db = new Database(store, { fileMustExist: true, timeout: 5000 });
try {
  db.pragma('synchronous = OFF');
  db.prepare('VACUUM INTO ?').run(copy);
} finally {
  db.close();
}
