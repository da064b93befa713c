/** @jest-environment node */
// A rights request's contacts, each verified on its own before its data is shown or erased
// (issue 54, item 6; docs/privacy.md#verifying-each-contact), on both engines: the one-time code
// sent to the email, the phone confirmed by the admin who called it, and what the verified
// contacts reach (personal-data.ts with `exact`).
import { simpleParser } from 'mailparser';
import { startSmtpReceiver } from '@/scripts/test/fake-receivers.mjs';
import { sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { findPerson } from '@/test-support/store-search';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { isoTimestamps } from '../store/iso-timestamps';
import { sendContactCode } from './contact-code-email';
import {
  CODE_LIFETIME_MS,
  contactChecks,
  verifiedPerson,
  type ContactChecks,
} from './contact-checks';
import { personalData, type PersonalData } from './personal-data';
import { requestPerson, type Unreached } from './request-person';
import { rightsRequests } from './rights-requests';

const AT = new Date('2026-11-26T09:00:00.000Z');
const BY = { at: AT, by: 'op-admin' };

/** Arjun asks; Divya is the person whose email he typed into his request. */
const ARJUN = { phone: '9812300001', email: 'arjun@example.in' };
const DIVYA = { phone: '9812300002', email: 'divya@example.in' };
/** Sunita, a parent, and Riya, her daughter, who enquired first with her mother's email. */
const SUNITA = { phone: '9812300003', email: 'sunita.family@example.in' };
const RIYA = { phone: '9812300004', email: SUNITA.email };

describe.each(ENGINES)('%s rights request contacts', (engine) => {
  const store = withStore(engine);
  let data: PersonalData;
  let checks: ContactChecks;

  beforeEach(async () => {
    data = personalData(store().database);
    checks = contactChecks(store().database);
  });

  const db = () => store().database.db.withPlugin(isoTimestamps);
  const lead = async (contact: { phone: string; email: string }, name: string) => {
    const result = await store().insertLead(sampleAdmission({ name, ...contact }));
    if (!result.stored) throw new Error('not stored');
    return (
      result.repeatOf ??
      (await db().selectFrom('leads').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow())
        .id
    );
  };
  const request = async (contact: { phone: string; email: string }) => {
    const requests = rightsRequests(store().database);
    const { reference } = await requests.add({
      kind: 'erasure',
      ...contact,
      details: '',
      language: 'en',
      user_agent: 'ua',
      suspected_reason: null,
      idempotency_key: null,
    });
    return { reference, read: async () => (await requests.find(reference))! };
  };
  /** The request's person as the inbox's page and actions reach it (request-person.ts). */
  const person = () => requestPerson(data);
  const made = <T extends object>(answer: T | Unreached): T => {
    if ('problem' in answer) throw new Error(`not reached: ${answer.problem}`);
    return answer;
  };

  it("gets only the requester's leads until the email it names is verified", async () => {
    const arjun = await lead(ARJUN, 'Arjun Mehta');
    const divya = await lead(DIVYA, 'Divya Nair');
    await store().addSubscriber({ email: DIVYA.email, user_agent: 'ua', suspected_reason: null });
    const { reference, read } = await request({ phone: ARJUN.phone, email: DIVYA.email });
    const row = await read();

    // Nothing is verified: nothing is the person's; both leads are apart, and nothing is erased.
    expect(verifiedPerson(row)).toEqual({ phone: null, email: null });
    expect(person().unreached(row)).toEqual({ problem: 'unverified' });
    expect(await person().erase(row, BY)).toEqual({ problem: 'unverified' });
    let found = await person().find(row);
    expect(found.leads).toEqual([]);
    expect(found.apart.map((one) => [one.id, one.why])).toEqual([
      [divya, 'unverified'],
      [arjun, 'unverified'],
    ]);

    // The admin called Arjun's phone: his lead is his; Divya's stays apart.
    await expect(checks.confirmPhone(row.id, BY)).resolves.toBe(true);
    await expect(checks.confirmPhone(row.id, BY)).resolves.toBe(false);
    const called = await read();
    expect(called).toMatchObject({
      phone_verified_at: AT.toISOString(),
      phone_verified_by: 'op-admin',
      email_verified_at: null,
    });
    found = await person().find(called);
    expect(found.leads.map((one) => one.id)).toEqual([arjun]);
    expect(found.apart.map((one) => [one.id, one.why])).toEqual([[divya, 'unverified']]);
    expect(found.subscribers).toEqual([]);
    const { copy } = made(await person().accessCopy(called, AT));
    expect(copy.leads.map((one) => one.id)).toEqual([arjun]);
    expect(copy.subscribers).toEqual([]);
    expect(JSON.stringify(copy)).not.toContain('Divya');
    expect(JSON.stringify(copy)).not.toContain(DIVYA.phone);

    // The email verified by its code: what only it reaches is the person's (the subscription);
    // Divya's lead, with a phone nobody verified, is still not.
    const code = (await checks.newEmailCode(called.id, reference, AT))!;
    expect(code).toMatch(/^\d{6}$/);
    await expect(checks.checkEmailCode(called.id, code, BY)).resolves.toBe('verified');
    const both = await read();
    found = await person().find(both);
    expect(found.leads.map((one) => one.id)).toEqual([arjun]);
    expect(found.apart.map((one) => [one.id, one.why])).toEqual([[divya, 'other-contact']]);
    expect(found.subscribers).toHaveLength(1);
  });

  it("erases only the requester's leads while the email is not verified", async () => {
    await lead(ARJUN, 'Arjun Mehta');
    const divya = await lead(DIVYA, 'Divya Nair');
    const { read } = await request({ phone: ARJUN.phone, email: DIVYA.email });
    await checks.confirmPhone((await read()).id, BY);
    const { report } = made(await person().erase(await read(), BY));
    expect(report.leads).not.toContain(divya);
    expect(await findPerson(db(), engine, ARJUN)).toEqual([]);
    const left = await db()
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', divya)
      .executeTakeFirstOrThrow();
    expect(left).toMatchObject({ name: 'Divya Nair', phone: DIVYA.phone, erased_at: null });
  });

  it('does not erase a sibling who used a parent’s email with the parent', async () => {
    // Riya's lead came first; her mother's enquiry, by the same email, joined it as a repeat.
    const riya = await lead(RIYA, 'Riya Sharma');
    expect(await lead(SUNITA, 'Sunita Sharma')).toBe(riya);
    const proposal = await store().insertLead(
      sampleLead({ name: 'Sunita Sharma', ...SUNITA, website: 'https://sunita-boutique.in' }),
    );
    expect(proposal.stored).toBe(true);
    const { reference, read } = await request(SUNITA);
    const id = (await read()).id;
    await checks.confirmPhone(id, BY);
    await checks.checkEmailCode(id, (await checks.newEmailCode(id, reference, AT))!, BY);
    const asked = await read();

    const found = await person().find(asked);
    expect(found.apart.map((one) => [one.id, one.why])).toEqual([[riya, 'other-contact']]);
    const { copy } = made(await person().accessCopy(asked, AT));
    expect(JSON.stringify(copy)).not.toContain('Riya');
    expect(copy.enquiries_on_other_leads).toEqual([
      expect.objectContaining({ name: 'Sunita Sharma', lead_id: riya }),
    ]);

    made(await person().erase(asked, BY));
    // Riya's lead is as she sent it; her mother's repeat enquiry on it, and her own lead, are gone.
    const left = await db()
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', riya)
      .executeTakeFirstOrThrow();
    expect(left).toMatchObject({ name: 'Riya Sharma', phone: RIYA.phone, erased_at: null });
    expect(
      await findPerson(db(), engine, { phone: SUNITA.phone, email: 'nobody@example.in' }),
    ).toEqual([]);
    const names = await db().selectFrom('lead_enquiries').select('name').execute();
    expect(names.map((row) => row.name)).not.toContain('Sunita Sharma');
  });

  it('counts wrong codes, voids the code on the fifth, and refuses a code a day old', async () => {
    const { reference, read } = await request(ARJUN);
    const { id } = await read();
    await expect(checks.checkEmailCode(id, '123456', BY)).resolves.toBe('no-code');
    const code = (await checks.newEmailCode(id, reference, AT))!;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++)
      await expect(checks.checkEmailCode(id, wrong, BY)).resolves.toBe('wrong');
    expect((await read()).email_code_tries).toBe(4);
    await expect(checks.checkEmailCode(id, wrong, BY)).resolves.toBe('wrong');
    // Five wrong: the right code no longer works.
    await expect(checks.checkEmailCode(id, code, BY)).resolves.toBe('no-code');

    const late = (await checks.newEmailCode(id, reference, AT))!;
    const tooLate = { ...BY, at: new Date(AT.getTime() + CODE_LIFETIME_MS + 1) };
    await expect(checks.checkEmailCode(id, late, tooLate)).resolves.toBe('expired');
    await expect(checks.checkEmailCode(id, ` ${late} `, BY)).resolves.toBe('verified');
    await expect(checks.newEmailCode(id, reference, AT)).resolves.toBeNull();
    expect(await read()).toMatchObject({ email_verified_by: 'op-admin', email_code_hash: null });
  });
});

describe('the code mail', () => {
  it('goes to the email the request names, in its language, with the code and reference', async () => {
    const smtp = await startSmtpReceiver({ user: 'alerts@agency.in', pass: 'app password' });
    try {
      const config = {
        alertEmail: {
          smtpUrl: smtp.url,
          to: ['sales@agency.in'],
          from: 'Leadwise <alerts@agency.in>',
        },
        forwardTimeoutMs: 2_000,
      };
      await expect(
        sendContactCode(config, {
          to: DIVYA.email,
          reference: 'LW-ABCD-EFGH',
          code: '042917',
          language: 'hi',
        }),
      ).resolves.toEqual({ sent: true });
      const [message] = smtp.state.messages;
      expect(message.to).toEqual([DIVYA.email]);
      const mail = await simpleParser(message.raw);
      expect(mail.subject).toBe('गोपनीयता अनुरोध LW-ABCD-EFGH के लिए आपका कोड');
      expect(mail.text).toContain('042917');
      await expect(
        sendContactCode(
          { alertEmail: null, forwardTimeoutMs: 2_000 },
          {
            to: DIVYA.email,
            reference: 'LW-ABCD-EFGH',
            code: '042917',
            language: 'en',
          },
        ),
      ).resolves.toEqual({ sent: false, why: 'no-smtp' });
    } finally {
      await smtp.close();
    }
  });
});
