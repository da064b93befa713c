/** @jest-environment node */
import { newPerson, sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { addWalkedLead } from '@/test-support/walked-lead';
import type { NewLead } from '../store/lead-store';
import { stageConversions } from './stage-conversions';

describe.each(ENGINES)('%s conversions by stage', (engine) => {
  const store = withStore(engine);

  /** Stores a lead received at `receivedAt` and walks it through `statuses` ([status, at]). */
  const addLead = (
    lead: NewLead,
    receivedAt: string,
    statuses: [string, string][],
    release = false,
  ) =>
    addWalkedLead(store(), lead, receivedAt, statuses, {
      released_at: release ? receivedAt : null,
    });

  const ids = async (stage: 'qualified' | 'won', since?: string, until?: string) =>
    (await stageConversions(store().database, { stage, since, until })).map((row) => [
      row.id,
      row.reached_at,
    ]);

  it('lists each lead that reached a stage, at the time it first did, with what the files need', async () => {
    const fbc = 'fb.1.1795400000000.IwAR0';
    const walked = await addLead(
      sampleAdmission({
        gclid: 'Cj0KCQiA_abc-123',
        fbc,
        fbp: 'fb.1.1596403881668.1116446470',
        user_agent: 'Mozilla/5.0 (Linux; Android 14)',
        page_url: 'https://leadwise.example/college/lpu/form',
      }),
      '2026-11-20T04:30:00.000Z',
      [
        ['attempted', '2026-11-20T05:00:00.000Z'],
        ['qualified', '2026-11-21T06:00:00.000Z'],
        ['won', '2026-11-25T07:00:00.000Z'],
      ],
    );
    const [row] = await stageConversions(store().database, { stage: 'qualified' });
    expect(row).toEqual({
      id: walked,
      stage: 'qualified',
      reached_at: '2026-11-21T06:00:00.000Z',
      received_at: '2026-11-20T04:30:00.000Z',
      email: sampleAdmission().email,
      phone: sampleAdmission().phone,
      page_url: 'https://leadwise.example/college/lpu/form',
      user_agent: 'Mozilla/5.0 (Linux; Android 14)',
      gclid: 'Cj0KCQiA_abc-123',
      gbraid: null,
      wbraid: null,
      fbc,
      fbp: 'fb.1.1596403881668.1116446470',
    });
    expect(await ids('won')).toEqual([[walked, '2026-11-25T07:00:00.000Z']]);
  });

  it('counts the first time only, a lead won straight away as qualified too, and no lost lead', async () => {
    const again = await addLead(sampleLead(newPerson()), '2026-10-01T00:00:00.000Z', [
      ['qualified', '2026-10-02T00:00:00.000Z'],
      ['connected', '2026-10-03T00:00:00.000Z'],
      ['qualified', '2026-11-05T00:00:00.000Z'],
    ]);
    const straight = await addLead(sampleLead(newPerson()), '2026-11-01T00:00:00.000Z', [
      ['won', '2026-11-03T00:00:00.000Z'],
    ]);
    await addLead(sampleLead(newPerson()), '2026-11-01T00:00:00.000Z', [
      ['connected', '2026-11-02T00:00:00.000Z'],
      ['lost', '2026-11-04T00:00:00.000Z'],
    ]);
    await addLead(sampleLead(newPerson()), '2026-11-01T00:00:00.000Z', []);
    expect(await ids('qualified')).toEqual([
      [again, '2026-10-02T00:00:00.000Z'],
      [straight, '2026-11-03T00:00:00.000Z'],
    ]);
    // November: the lead qualified in October again is no new conversion.
    expect(await ids('qualified', '2026-11-01T00:00:00.000Z')).toEqual([
      [straight, '2026-11-03T00:00:00.000Z'],
    ]);
    expect(await ids('won')).toEqual([[straight, '2026-11-03T00:00:00.000Z']]);
  });

  it('keeps to the period, its end excluded, oldest first', async () => {
    const at = ['2026-11-01T00:00:00.000Z', '2026-11-10T12:00:00.000Z', '2026-11-30T23:59:59.999Z'];
    const [first, second, third] = [
      await addLead(sampleLead(newPerson()), at[0], [['qualified', at[2]]]),
      await addLead(sampleLead(newPerson()), at[0], [['qualified', at[0]]]),
      await addLead(sampleLead(newPerson()), at[0], [['qualified', at[1]]]),
    ];
    expect(await ids('qualified', at[0], at[2])).toEqual([
      [second, at[0]],
      [third, at[1]],
    ]);
    expect(await ids('qualified', at[1])).toEqual([
      [third, at[1]],
      [first, at[2]],
    ]);
  });

  it('leaves out a held (suspected) lead until it is released', async () => {
    const qualified = [['qualified', '2026-11-02T00:00:00.000Z']] as [string, string][];
    await addLead(
      sampleLead({ suspected_reason: 'honeypot field filled' }),
      '2026-11-01T00:00:00.000Z',
      qualified,
    );
    const released = await addLead(
      sampleLead({ suspected_reason: 'sent 300 ms after the form opened (minimum 1500 ms)' }),
      '2026-11-01T00:00:00.000Z',
      qualified,
      true,
    );
    expect(await ids('qualified')).toEqual([[released, '2026-11-02T00:00:00.000Z']]);
  });
});
