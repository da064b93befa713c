/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { newPerson, sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { addWalkedLead } from '@/test-support/walked-lead';
import type { NewLead } from '../store/lead-store';
import { googleAdsFile, metaFile } from './ad-export';

// The ad platforms' files from a store, compared byte for byte with the golden samples in
// fixtures/ (each checked by hand against Google's and Meta's formats: docs/leads.md), and what
// they leave out: held leads, withdrawn, erased and minors' leads.

const golden = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

const UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile';
const FBC = 'fb.1.1795148990000.IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk';
const FBP = 'fb.1.1596403881668.1116446470';
const LPU = 'https://leadwise.example/college/lpu/form';
const NOW = new Date('2026-11-26T00:00:00.000Z');

describe.each(ENGINES)('%s ad platform files', (engine) => {
  const store = withStore(engine);

  const db = () => store().database.db;

  /** Stores a lead received at `receivedAt`, walks it through `statuses`, and sets `marks`. */
  const addLead = (
    lead: NewLead,
    receivedAt: string,
    statuses: [string, string][],
    marks: Record<string, string | number | null> = {},
  ) => addWalkedLead(store(), lead, receivedAt, statuses, marks);

  const qualified = (at: string): [string, string][] => [['qualified', at]];

  /** The golden samples' leads, and one of each kind the files must leave out. */
  async function seed() {
    await addLead(
      sampleAdmission({
        name: 'Asha Verma',
        email: ' Asha.Verma@Gmail.com ',
        phone: '+91 98765 43210',
        gclid: 'Cj0KCQiA_abc-123',
        fbc: FBC,
        fbp: FBP,
        user_agent: UA,
        page_url: LPU,
      }),
      '2026-11-20T04:30:00.000Z',
      [
        ['attempted', '2026-11-20T05:00:00.000Z'],
        ['qualified', '2026-11-21T09:15:00.000Z'],
        ['won', '2026-11-25T07:00:00.500Z'],
      ],
    );
    await addLead(
      sampleLead({
        name: 'Rohan Mehta',
        email: 'rohan@example.in',
        phone: '08123456789',
        gclid: null,
        gbraid: '0AAAAAo1a',
        user_agent: '',
        page_url: '',
      }),
      '2026-11-20T05:00:00.000Z',
      qualified('2026-11-22T18:40:00.000Z'),
    );
    await addLead(
      sampleAdmission({ name: 'Priya New', email: 'priya.s@outlook.com', phone: '9123456789' }),
      '2026-11-21T00:00:00.000Z',
      [],
    );
    // Each of these reached qualified, and may not go to the ad platforms.
    const at = '2026-11-23T00:00:00.000Z';
    await addLead(sampleAdmission(newPerson()), '2026-11-21T01:00:00.000Z', qualified(at), {
      contact_withdrawn_at: '2026-11-24T00:00:00.000Z',
    });
    await addLead(sampleAdmission(newPerson()), '2026-11-21T02:00:00.000Z', qualified(at), {
      adult: 0,
    });
    await addLead(sampleAdmission(newPerson()), '2026-11-21T03:00:00.000Z', qualified(at), {
      erased_at: '2026-11-24T00:00:00.000Z',
    });
    await addLead(
      sampleAdmission({ ...newPerson(), suspected_reason: 'honeypot field filled' }),
      '2026-11-21T04:00:00.000Z',
      qualified(at),
    );
    // An adult's lead that a minor's repeat enquiry joined.
    const person = newPerson();
    const joined = await addLead(
      sampleAdmission(person),
      '2026-11-21T05:00:00.000Z',
      qualified(at),
      { adult: 1 },
    );
    await store().insertLead(sampleAdmission(person));
    await db()
      .updateTable('lead_enquiries')
      .set({ adult: 0 })
      .where('lead_id', '=', joined)
      .execute();
  }

  it("writes Google's enhanced conversions for leads file of a stage: the golden samples", async () => {
    await seed();
    const options = { conversion: 'Qualified lead', stage: 'qualified' as const };
    const file = await googleAdsFile(store(), options);
    expect(file.csv).toBe(golden('google-ads-qualified.csv'));
    expect([file.exported, file.skipped]).toEqual([2, 0]);
    const won = await googleAdsFile(store(), { conversion: 'Admission won', stage: 'won' });
    expect(won.csv).toBe(golden('google-ads-won.csv'));
    // The period is when the stage was reached, not when the lead arrived.
    const later = await googleAdsFile(store(), { ...options, since: '2026-11-22T00:00:00.000Z' });
    expect(
      later.csv
        .split('\r\n')
        .slice(2, -1)
        .map((row) => row.split(',').at(-1)),
    ).toEqual(['"lead-2-1795150800000-qualified"']);
  });

  it("writes Meta's Conversions API events of a period: the golden sample", async () => {
    await seed();
    const file = await metaFile(store(), {}, NOW);
    expect(file.json).toBe(golden('meta-events.json'));
    expect([file.exported, file.unmatchable, file.tooOld]).toEqual([6, 0, 0]);
    const won = await metaFile(store(), { stage: 'won' }, NOW);
    expect(JSON.parse(won.json).data.map((event: { event_id: string }) => event.event_id)).toEqual([
      'lead-1-1795149000000-won',
    ]);
    // A week later the arrivals and the first qualification are past Meta's seven days.
    const late = await metaFile(store(), {}, new Date('2026-11-29T00:00:00.000Z'));
    expect([late.exported, late.tooOld]).toEqual([2, 4]);
  });

  it('leaves the excluded leads out of the enquiries file too', async () => {
    await seed();
    await db().updateTable('leads').set({ gclid: 'Cj0KCQiA_every' }).execute();
    const file = await googleAdsFile(store(), { conversion: 'Enquiry' });
    expect(file.csv.split('\r\n').slice(2, -1)).toEqual([
      '"Cj0KCQiA_every","Enquiry","2026-11-20 10:00:00","",""',
      '"Cj0KCQiA_every","Enquiry","2026-11-20 10:30:00","",""',
      '"Cj0KCQiA_every","Enquiry","2026-11-21 05:30:00","",""',
    ]);
  });
});
