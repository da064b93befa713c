// `node lib/server/store/copy/copy-sqlite.mjs STORE COPY`: a consistent copy of the SQLite lead
// store, made and compressed in a process of its own so that the server's thread never waits for
// it (store-snapshot.ts). VACUUM INTO reads in one transaction: one moment of the store, which the
// server's writes beside the write-ahead log do not wait for. The copy is not synced: it is read
// once and deleted, and a flush of the whole store to the disk made each lead's own sync wait
// behind it (docs/performance.md#backups). It writes the copy's facts for the backup's header
// (StoreFacts) to descriptor 3, read here too (counting 100,000 leads on the server's thread held
// it), then the copy gzipped to its output: compressed here, not by a gzip the server starts,
// because each program the server starts holds its thread while the kernel copies its memory map.
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
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
  fs.writeFileSync(
    3,
    JSON.stringify({ migrations, leads: leads.count, lastLeadId: leads.last ?? 0 }),
  );
  fs.closeSync(3);
} finally {
  copied.close();
}
await pipeline(fs.createReadStream(copy), createGzip({ level: 1 }), process.stdout);
