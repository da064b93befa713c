// `node lib/server/store/copy/copy-sqlite.mjs STORE COPY`: a consistent copy of the SQLite lead store,
// made in a process of its own so that the server's thread never waits for it (store-snapshot.ts).
// VACUUM INTO reads in one transaction: one moment of the store, which the server's writes beside
// the write-ahead log do not wait for. The copy is not synced: it is read once and deleted, and a
// flush of the whole store to the disk made each lead's own sync wait behind it
// (docs/performance.md#backups). It prints the copy's facts for the backup's header (StoreFacts),
// read here too: counting 100,000 leads on the server's thread held it.
import Database from 'better-sqlite3';

const [store, copy] = process.argv.slice(2);
const db = new Database(store, { fileMustExist: true, timeout: 5000 });
try {
  db.pragma('synchronous = OFF');
  db.prepare('VACUUM INTO ?').run(copy);
} finally {
  db.close();
}
const copied = new Database(copy, { readonly: true, fileMustExist: true });
try {
  const migrations = copied
    .prepare('select name from schema_migrations order by name')
    .pluck()
    .all();
  const leads = copied.prepare('select count(*) as count, max(id) as last from leads').get();
  process.stdout.write(
    JSON.stringify({ migrations, leads: leads.count, lastLeadId: leads.last ?? 0 }),
  );
} finally {
  copied.close();
}
