// Removes a lead database and its WAL files, so a test server starts on an empty store.
import fs from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/test/reset-db.mjs <file>');
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
