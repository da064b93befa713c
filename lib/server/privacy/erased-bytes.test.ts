/** @jest-environment node */
// Erased bytes on disk (issue 54, item 7; docs/privacy.md#what-erasure-cannot-reach): after an
// erasure or a retention run, the SQLite store's file and its write-ahead log, read as bytes while
// the server still has them open, hold none of the person's phone or email in any form the code
// writes. SQLite only: PostgreSQL's files are the deployment's (VACUUM, WAL archives, backups).
import fs from 'node:fs';
import { sampleAdmission } from '@/test-support/sample-lead';
import { personForms } from '@/test-support/store-search';
import { withStore } from '@/test-support/with-store';
import { personalData } from './personal-data';

const ALERTING = {
  LEADS_FORWARD_BASE: 'http://127.0.0.1:9/b2b',
  LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
};
const AT = new Date('2026-11-26T09:00:00.000Z');
const NISHA = { phone: '+91 93456-78120', email: 'Nisha.Verma@Example.in' };
const OTHER = { phone: '9000012345', email: 'someone.else@example.in' };

describe('sqlite erased bytes', () => {
  const store = withStore('sqlite', ALERTING);
  const file = () => store.databaseEnv().LEADS_DB_PATH;

  /** Each form of the person found in the store's file or its log, with where. */
  const onDisk = (person: { phone: string; email: string }) => {
    const { needles } = personForms(person);
    return [file(), `${file()}-wal`]
      .filter((path) => fs.existsSync(path))
      .flatMap((path) => {
        const bytes = fs.readFileSync(path).toString('latin1').toLowerCase();
        return needles
          .filter((needle) => bytes.includes(needle.toLowerCase()))
          .map((needle) => `${path.slice(file().length) || 'file'}: ${needle}`);
      });
  };

  /** Nisha's lead and a repeat of it, some written into the file and some still in the log. */
  async function nisha() {
    await store().insertLead(sampleAdmission({ name: 'Nisha Verma', ...NISHA }));
    await store().insertLead(sampleAdmission({ ...OTHER, name: 'Someone Else' }));
    // The file takes the log's pages, as SQLite's own checkpoints do while the server runs.
    await store().database.flushErased();
    await store().insertLead(sampleAdmission({ name: 'Nisha V.', ...NISHA, city: 'Jaipur' }));
    expect(onDisk(NISHA)).not.toEqual([]);
  }

  it("holds none of the person's phone or email in the file or its log after an erasure", async () => {
    await nisha();
    await personalData(store().database).erase(NISHA, { at: AT, by: 'op-admin' });
    expect(onDisk(NISHA)).toEqual([]);
    expect(fs.statSync(`${file()}-wal`).size).toBe(0);
    // Another person's bytes are where they were: the search finds what is there.
    expect(onDisk(OTHER)).not.toEqual([]);
  });

  it("holds none of the lead's phone or email after a retention run erases it", async () => {
    await nisha();
    await personalData(store().database).eraseLeads([1], { at: AT, by: 'retention' });
    expect(onDisk(NISHA)).toEqual([]);
  });
});
