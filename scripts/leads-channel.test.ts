/** @jest-environment node */
// `npm run leads -- channel form`, run as a set-up script runs it, on a SQLite store: the mapping
// a platform form's next lead follows, and a clear refusal of what it cannot read.
import { runLeads } from '@/test-support/leads-command';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { serverConfig } from '@/lib/server/server-config';
import { openStore } from '@/lib/server/arrival/open-store';
import { intakeChannelLead } from '@/lib/server/channels/channel-intake';

jest.setTimeout(600_000);

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase('sqlite');
  await (await openStore(serverConfig(database.env))).close();
});
afterAll(() => database.drop());

const leads = (...args: string[]) => runLeads(database.env, ...args);

it("maps a form to a university and its course question, which the form's next lead follows", async () => {
  const mapForm = (university: string, ...questions: string[]) =>
    leads(
      'channel',
      'form',
      '--channel',
      'meta',
      '--form',
      'F-1',
      '--university',
      university,
      ...questions,
    );
  const wrong = await mapForm('iit');
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain('--university is one of lpu, amity, cu: iit');
  expect(await mapForm('amity', '--question', 'course=which_programme')).toMatchObject({
    code: 0,
    stdout: 'meta form F-1 → Amity University, course from which_programme\n',
  });

  const store = await openStore(serverConfig(database.env));
  try {
    await intakeChannelLead(
      {
        channel: 'meta',
        leadId: 'L-1',
        answers: { full_name: 'Sana Khan', phone_number: '9899001122', which_programme: 'BBA' },
        formId: 'F-1',
        campaignId: null,
        adsetId: null,
        adId: null,
        campaignName: null,
        createdAt: null,
        isTest: false,
        gclid: null,
        consent: { version: 'meta-form:F-1', text: 'Meta instant form F-1' },
      },
      { store, storeFailed: () => undefined },
    );
    const [lead] = await store.listLeads();
    expect({ reason: lead.reason, course: lead.course }).toEqual({
      reason: 'Admission enquiry: Amity University',
      course: 'BBA',
    });
  } finally {
    await store.close();
  }
});
