import { leadFormCopy } from '@/content/inbox-lead';
import { parseLeadForm, savedDetail } from './lead-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const base = {
  lead: '7',
  version: '3',
  lastEvent: '12',
  status: 'new',
  lostReason: '',
  nextFollowUp: '',
  note: '',
  callOutcome: '',
};

describe('the work form read into changes', () => {
  it('reads a counsellor’s attempt: status, outcome, follow-up in India time, trimmed note', () => {
    const parsed = parseLeadForm(
      form({
        ...base,
        status: 'attempted',
        callOutcome: 'no-answer',
        nextFollowUp: '2026-11-28T10:30',
        note: '  Rang twice \n',
      }),
      'op-ravi',
    );
    expect(parsed.errors).toBeUndefined();
    expect(parsed.lastEvent).toBe(12);
    expect(parsed.changes).toEqual({
      expectedVersion: 3,
      status: 'attempted',
      lostReason: '',
      nextFollowUpAt: new Date('2026-11-28T05:00:00.000Z'),
      note: 'Rang twice',
      callOutcome: 'no-answer',
    });
  });

  it('clears the follow-up when the field is empty, and leaves note and outcome out when empty', () => {
    const { changes } = parseLeadForm(form(base), 'op-ravi');
    expect(changes).toEqual({
      expectedVersion: 3,
      status: 'new',
      lostReason: '',
      nextFollowUpAt: null,
    });
  });

  it('“Assign to me” takes the lead; an admin’s owner choice names one, or nobody', () => {
    expect(parseLeadForm(form({ ...base, assign: 'me' }), 'op-ravi').changes?.ownerId).toBe(
      'op-ravi',
    );
    expect(parseLeadForm(form({ ...base, owner: 'op-meena' }), 'op-asha').changes?.ownerId).toBe(
      'op-meena',
    );
    expect(parseLeadForm(form({ ...base, owner: '' }), 'op-asha').changes?.ownerId).toBeNull();
    // A counsellor's form has no owner field: the owner is left as it is.
    expect(parseLeadForm(form(base), 'op-ravi').changes).not.toHaveProperty('ownerId');
  });

  it('says what is wrong with each bad field, and keeps everything typed', () => {
    const typed = {
      ...base,
      version: 'x',
      status: 'maybe',
      nextFollowUp: '2026-02-30T10:00',
      note: 'n'.repeat(2001),
      callOutcome: 'voicemail',
      lostReason: 'r'.repeat(501),
    };
    const parsed = parseLeadForm(form(typed), 'op-ravi');
    expect(parsed.changes).toBeUndefined();
    expect(parsed.errors).toEqual({
      version: leadFormCopy.problems.version,
      status: 'Choose a status from the list.',
      lostReason: 'The reason is too long: at most 500 characters.',
      nextFollowUp: 'Enter the follow-up as a date and a time, like 28/11/2026, 10:30 am.',
      note: 'The note is too long: at most 2,000 characters.',
      callOutcome: 'Choose a call outcome from the list.',
    });
    expect(parsed.values).toEqual({
      status: 'maybe',
      lostReason: typed.lostReason,
      nextFollowUp: '2026-02-30T10:00',
      note: typed.note,
      callOutcome: 'voicemail',
    });
  });

  it('leaves Lost without a reason to the store, which refuses it', () => {
    const { changes } = parseLeadForm(form({ ...base, status: 'lost', lostReason: '  ' }), 'op');
    expect(changes).toMatchObject({ status: 'lost', lostReason: '' });
  });

  it('treats a missing field as empty and a file as nothing', () => {
    const data = form({ version: '1', status: 'new' });
    data.append('note', new Blob(['x']), 'note.txt');
    expect(parseLeadForm(data, 'op').changes).toEqual({
      expectedVersion: 1,
      status: 'new',
      lostReason: '',
      nextFollowUpAt: null,
    });
  });
});

describe('a save in the access log', () => {
  it('names what changed without the note’s words or a lost reason', () => {
    const event = { from_value: null, to_value: null, note: null, call_outcome: null };
    expect(
      savedDetail([
        { ...event, kind: 'status', from_value: 'new', to_value: 'lost', note: 'Private reason' },
        { ...event, kind: 'owner', to_value: 'op-ravi' },
        { ...event, kind: 'follow-up', to_value: '2026-11-28T05:00:00.000Z' },
        { ...event, kind: 'note', note: 'Called 98765 43210', call_outcome: 'no-answer' },
      ]),
    ).toBe(
      'status new -> lost; owner none -> op-ravi; follow-up set 2026-11-28T05:00:00.000Z; note added, call outcome no-answer',
    );
    expect(savedDetail([{ ...event, kind: 'follow-up', from_value: 'x' }])).toBe(
      'follow-up cleared',
    );
    expect(savedDetail([])).toBe('nothing changed');
  });
});
