/** @jest-environment node */
// The operators' command for lead assignment, run as an operator runs it (npm run leads), on a
// SQLite store: hours, leave and rules as a set-up script writes them, and what a new lead then
// gets.
import { addOperators } from '@/test-support/operators';
import { newPerson, sampleAdmission } from '@/test-support/sample-lead';
import { runLeads } from '@/test-support/leads-command';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { serverConfig } from '@/lib/server/server-config';
import { openStore } from '@/lib/server/arrival/open-store';
import { addDays, indiaDay } from '@/lib/time/india-time';

jest.setTimeout(600_000);

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase('sqlite');
  const store = await openStore(serverConfig(database.env));
  await addOperators(store.database.db, [
    { id: 'op-a', name: 'Asha' },
    { id: 'op-b', name: 'Bela' },
  ]);
  await store.close();
});
afterAll(() => database.drop());

const leads = (...args: string[]) => runLeads(database.env, ...args);

it('sets hours and leave, refuses what it cannot read, and writes a rule a new lead follows', async () => {
  expect(
    await leads('operator', 'hours', '--email', 'op-a@agency.in', '--set', 'Mon-Sat 09:00-18:00'),
  ).toMatchObject({ code: 0, stderr: 'op-a@agency.in: hours Mon-Sat 09:00-18:00 (India time).\n' });
  const wrong = await leads('operator', 'hours', '--email', 'op-a@agency.in', '--set', 'weekdays');
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain('Not hours: "weekdays" (write e.g. "Mon-Sat 09:00-18:00").');
  // A leave a month from today, as the Hours page would take it; a past day refused as it is.
  const until = addDays(indiaDay(new Date()), 30);
  expect(
    await leads('operator', 'leave', '--email', 'op-b@agency.in', '--until', until),
  ).toMatchObject({ code: 0, stderr: `op-b@agency.in: on leave until ${until}.\n` });
  const past = await leads(
    'operator',
    'leave',
    '--email',
    'op-b@agency.in',
    '--until',
    '2026-01-01',
  );
  expect(past.code).toBe(2);
  expect(past.stderr).toContain(
    'The leave date has passed: give today or a later day, or leave it empty.',
  );
  const added = await leads(
    'rule',
    'add',
    '--kind',
    'admission',
    '--university',
    'Lovely Professional University',
    '--team',
    'op-b@agency.in',
  );
  expect(added).toMatchObject({
    code: 0,
    stdout: 'Added #1 admission, Lovely Professional University → Bela\n',
  });
  expect((await leads('rule', 'list')).stdout).toBe(
    [
      '#1 admission, Lovely Professional University → Bela',
      'then: every counsellor at work, in turn (the default rule)',
      '',
    ].join('\n'),
  );

  // An admission to LPU goes to the rule's team of one: to Bela, for her return if she is away.
  const store = await openStore(serverConfig(database.env));
  try {
    await store.insertLead(
      sampleAdmission({
        ...newPerson(),
        reason: 'Admission enquiry: Lovely Professional University',
        utm_campaign: null,
        utm_source: null,
      }),
    );
    const lead = await store.database.db
      .selectFrom('leads')
      .select('owner_id')
      .executeTakeFirstOrThrow();
    expect(lead.owner_id).toBe('op-b');
  } finally {
    await store.close();
  }
});

it('stores a campaign as the Assignment page stores it, and names what an option takes', async () => {
  // Control characters gone, cut at 200 characters, as lib/assignment/rule-match.ts reads the form.
  const campaign = `\u0007 Diwali${'x'.repeat(250)}`;
  const added = await leads('rule', 'add', '--campaign', campaign, '--team', 'op-a@agency.in');
  const stored = `Diwali${'x'.repeat(194)}`;
  expect(added).toMatchObject({
    code: 0,
    stdout: `Added #2 campaign or source ${stored} → Asha\n`,
  });
  const wrong = await leads('rule', 'add', '--kind', 'enquiry', '--team', 'op-a@agency.in');
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain('--kind is admission or proposal: enquiry');
});
