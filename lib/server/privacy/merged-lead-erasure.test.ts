/** @jest-environment node */
// The whole way (issue 69, item 1), on both engines: two leads of one person arrive and go
// uncalled past their first-contact deadline, so the deadline's watch moves them and queues each
// owner's push notice and the admins' alerts; an admin merges the second into the first; the
// person is erased. Then every column of every table, as the database lists them, is searched
// for the merged lead's phone, email and name: none is left.
import { addOperators } from '@/test-support/operators';
import { sampleAdmission } from '@/test-support/sample-lead';
import { findPerson, findText } from '@/test-support/store-search';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { kyselyStore } from '../arrival/lead-arrival';
import { startDeadlineWatch, type Move } from '../assignment/first-contact-deadline';
import { leadMerges } from '../inbox/lead-merge';
import { serverConfig } from '../server-config';
import { destinationsOf } from '../store/outbox-destinations';
import { personalData } from './personal-data';

const DEADLINE_MS = 1_000;
const DAY_MS = 86_400_000;
const KAVYA = { name: 'Kavya Rao', phone: '98765 01234', email: 'kavya@example.in' };
/** The same student days later: another phone, her college email, her name as she typed it. */
const KAVYAA = { name: 'Kavyaa Iyer', phone: '98111 22233', email: 'kavyaa.iyer@college.edu.in' };

describe.each(ENGINES)('%s erasure of a merged lead, the whole way', (engine) => {
  const opened = withStore(engine);
  const db = () => opened().database.db;

  it("leaves nothing of the merged lead's phone, email or name after its notices and alerts were queued", async () => {
    const config = serverConfig({
      ...opened.databaseEnv(),
      LEADS_FORWARD_BASE: 'http://127.0.0.1:9/b2b',
      LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
    });
    await addOperators(db(), [
      { id: 'op-a', name: 'Asha' },
      { id: 'op-b', name: 'Bela' },
    ]);
    // They came yesterday: long past their deadline when the watch first looks.
    const store = kyselyStore(opened().database, destinationsOf(config), {
      deadlineMs: DEADLINE_MS,
      now: () => new Date(Date.now() - DAY_MS),
    });
    for (const person of [KAVYA, KAVYAA]) await store.insertLead(sampleAdmission(person));
    const [kept, gone] = await db().selectFrom('leads').select('id').orderBy('id').execute();

    const moved = await new Promise<Move[]>((resolve, reject) => {
      const stop = startDeadlineWatch(opened().database, destinationsOf(config), {
        deadlineMs: DEADLINE_MS,
        onMoves: (moves) => void stop().then(() => resolve(moves)),
        onError: reject,
      });
    });
    expect(moved.map((move) => move.leadId)).toEqual([kept.id, gone.id]);
    const alerts = await db()
      .selectFrom('outbox')
      .select(['destination', 'payload'])
      .where('record_type', '=', 'assignment')
      .execute();
    expect(alerts.filter((item) => item.payload.includes(KAVYAA.phone))).toEqual([
      expect.objectContaining({ destination: 'webhook' }),
    ]);
    // Its owners' push notices (the one it left and the one it moved to) name it by its id.
    expect(alerts.filter((item) => item.payload.includes(`"lead_id":${gone.id},`))).toHaveLength(2);

    await expect(
      leadMerges(opened().database).merge(kept.id, gone.id, { id: 'op-admin', role: 'admin' }),
    ).resolves.toMatchObject({ result: 'merged' });
    expect(await findPerson(db(), engine, KAVYAA)).not.toEqual([]);

    await personalData(opened().database).erase(KAVYA, { at: new Date(), by: 'op-admin' });

    expect(await findPerson(db(), engine, KAVYAA)).toEqual([]);
    expect(await findText(db(), engine, [KAVYAA.name, 'Kavyaa'])).toEqual([]);
    expect(await findPerson(db(), engine, KAVYA)).toEqual([]);
    expect(await findText(db(), engine, [KAVYA.name])).toEqual([]);
  });
});
