/** @jest-environment node */
import type { ExportLead } from '../inbox/export-leads';
import { leadRow } from '../store/lead-store';
import { toCsv, toJson } from './lead-export';
import { consentStatements } from '@/lib/leads/consent';
import { sampleLead } from '@/test-support/sample-lead';

/** A lead nobody has worked yet. */
const UNWORKED = {
  status: 'new',
  status_at: null,
  lost_reason: null,
  owner: null,
  next_follow_up_at: null,
  first_contact_at: null,
  notes: [],
  verified: false,
  verified_at: null,
  delivery_status: 'none',
  delivered_at: null,
} as const satisfies Partial<ExportLead>;
const WORK_COLUMNS = [
  'status',
  'status_at',
  'lost_reason',
  'owner',
  'next_follow_up_at',
  'first_contact_at',
  'notes',
];

const lead: ExportLead = {
  ...leadRow(
    sampleLead({
      name: 'Asha "AV" Verma',
      website: 'example.in',
      message: 'Line one,\nline two',
      reason: '=HYPERLINK("x")',
      page_url: 'http://localhost:3000/?utm_source=google',
      user_agent: 'UA',
      idempotency_key: 'k1',
    }),
  ),
  id: 1,
  released_at: null,
  received_at: '2026-11-21T10:00:00.000Z',
  ...UNWORKED,
  notes: [],
};
const held: ExportLead = {
  ...lead,
  id: 2,
  name: 'Autofilled',
  suspected_reason: 'honeypot field filled',
  idempotency_key: 'k2',
};

/** Cells as the export writes them: each quoted, commas between. */
const quoted = (...cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');

describe('lead export', () => {
  it('writes one CSV with leads and subscribers, quoted and defused', () => {
    const csv = toCsv({
      leads: [lead],
      subscribers: [
        {
          id: 1,
          email: 'sub@example.in',
          user_agent: 'UA',
          suspected_reason: null,
          released_at: null,
          subscribed_at: '2026-11-21T11:00:00.000Z',
        },
      ],
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      quoted(
        ...'record_type,id,received_at,first_attempt_at,kind,name,email,phone,website,message,course,city,consent,reason,page_url,language,user_agent,idempotency_key'.split(
          ',',
        ),
        ...'landing_url,referrer,gclid,gbraid,wbraid,fbclid,msclkid,utm_source,utm_medium,utm_campaign,utm_term,utm_content'.split(
          ',',
        ),
        'fbc',
        'fbp',
        'ga_client_id',
        'consent_text',
        'consent_version',
        'consented_at',
        ...WORK_COLUMNS,
        'verified',
        'verified_at',
        'delivery_status',
        'delivered_at',
      ),
    );
    expect(csv).toContain(
      quoted(
        'lead',
        '1',
        '2026-11-21T10:00:00.000Z',
        '2026-11-23T10:00:00.000Z',
        'proposal',
        'Asha ""AV"" Verma',
        'asha@example.in',
        '9876543210',
        'example.in',
        'Line one,\nline two',
        '',
        '',
        '',
        '\'=HYPERLINK(""x"")',
        'http://localhost:3000/?utm_source=google',
        'en',
        'UA',
      ),
    );
    expect(csv).toContain(
      quoted(
        'k1',
        'http://localhost:3000/services/google-ads?utm_source=google&utm_campaign=diwali&gclid=abc',
        'https://www.google.com/',
        'abc',
        '',
        '',
        '',
        '',
        'google',
        '',
        'diwali',
      ),
    );
    expect(csv).toContain(
      `${quoted(consentStatements.proposal.version, '2026-11-23T10:00:00.000Z', 'new', '', '', '', '', '', '', 'no', '', 'none', '')}\r\n`,
    );
    expect(csv).toContain(
      quoted('subscriber', '1', '2026-11-21T11:00:00.000Z', '', '', '', 'sub@example.in'),
    );
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['  =1+1', "'  =1+1"],
    ['\n=cmd', "'\n=cmd"],
    ['\r\n+SUM(A1)', "'\r\n+SUM(A1)"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['a;b,c', 'a;b,c'],
    ['plain', 'plain'],
  ])('writes %j as the quoted cell %j', (message, expected) => {
    const [, row] = toCsv({ leads: [{ ...lead, message }], subscribers: [] }).split(/\r\n(?=")/);
    expect(row).toContain(`,"${expected}",`);
  });

  it("writes no control character but a message's tabs and line breaks, in CSV or JSON", () => {
    // As rows stored before the API cleaned ad parameters hold them.
    const tainted: ExportLead = {
      ...lead,
      utm_source: 'a\u0000b',
      utm_campaign: '\u001b]0;owned\u0007\u001b[2Jsale',
      user_agent: 'UA\u009b31m',
      message: 'Line one\r\n\tline two\u001b[8m',
    };
    const subscriber = {
      id: 1,
      email: 'sub@example.in',
      user_agent: 'UA\u001b[1m',
      suspected_reason: null,
      released_at: null,
      subscribed_at: '2026-11-21T11:00:00.000Z',
    };
    const data = { leads: [tainted], subscribers: [subscriber] };
    const csv = toCsv(data, { includeSuspected: true });
    expect(csv.replace(/\r\n|\n|\t/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(csv).toContain(quoted('ab'));
    expect(csv).toContain(quoted(']0;owned[2Jsale'));
    expect(csv).toContain(quoted('Line one\r\n\tline two[8m'));
    const json = JSON.parse(toJson(data, { includeSuspected: true }));
    expect(json.leads[0]).toMatchObject({
      utm_source: 'ab',
      utm_campaign: ']0;owned[2Jsale',
      user_agent: 'UA31m',
      message: 'Line one\r\n\tline two[8m',
    });
    expect(json.subscribers[0].user_agent).toBe('UA[1m');
    expect(JSON.parse(toJson(data)).leads[0].utm_source).toBe('ab');
  });

  it('adds why a record was held, and when it was released, with suspected records included', () => {
    const csv = toCsv({ leads: [lead, held], subscribers: [] }, { includeSuspected: true });
    const [header, first, second] = csv.split('\r\n');
    // The hold columns keep their place after consented_at; the inbox's work comes after them.
    expect(header).toMatch(
      /,"consented_at","suspected_reason","released_at","status","status_at","lost_reason","owner","next_follow_up_at","first_contact_at","notes","verified","verified_at","delivery_status","delivered_at"$/,
    );
    expect(first).toMatch(
      /,"2026-11-23T10:00:00.000Z","","","new","","","","","","","no","","none",""$/,
    );
    expect(second).toMatch(/^"lead","2",[\s\S]*,"honeypot field filled","","new",/);
  });

  const worked: ExportLead = {
    ...lead,
    status: 'lost',
    status_at: '2026-11-22T09:15:00.000Z',
    lost_reason: 'Chose another university',
    owner: 'Ravi Kumar',
    next_follow_up_at: '2026-11-26T11:00:00.000Z',
    first_contact_at: '2026-11-21T10:12:00.000Z',
    notes: [
      { at: '2026-11-21T10:12:00.000Z', by: 'Ravi Kumar', call_outcome: 'no-answer', note: null },
      {
        at: '2026-11-22T09:15:00.000Z',
        by: null,
        call_outcome: 'connected',
        note: 'Asked about fees,\nwill decide\u001b[2J',
      },
      { at: '2026-11-22T09:20:00.000Z', by: 'Asha', call_outcome: null, note: '=cmd' },
    ],
    verified: true,
    verified_at: '2026-11-21T10:05:00.000Z',
  };

  it("writes a lead's status, owner, follow-up, first contact and notes after every other column, then whether its phone was verified", () => {
    const [header, row] = toCsv({ leads: [worked], subscribers: [] }).split(/\r\n(?=")/);
    expect(header.split(',').slice(-11, -2)).toEqual(
      [...WORK_COLUMNS, 'verified', 'verified_at'].map((column) => quoted(column)),
    );
    expect(row).toMatch(
      new RegExp(
        `,${quoted(
          'lost',
          '2026-11-22T09:15:00.000Z',
          'Chose another university',
          'Ravi Kumar',
          '2026-11-26T11:00:00.000Z',
          '2026-11-21T10:12:00.000Z',
        ).replace(/[.]/g, '\\.')},"`,
      ),
    );
    expect(
      row.endsWith(
        quoted(
          '21 Nov 2026, 15:42 IST · Ravi Kumar · No answer\n' +
            '22 Nov 2026, 14:45 IST · a removed operator · Connected · Asked about fees,\nwill decide[2J\n' +
            '22 Nov 2026, 14:50 IST · Asha · =cmd',
          'yes',
          '2026-11-21T10:05:00.000Z',
          'none',
          '',
        ) + '\r\n',
      ),
    ).toBe(true);
  });

  it("writes a lead's delivery to its university after the work's columns", () => {
    const delivered: ExportLead = {
      ...lead,
      delivery_status: 'duplicate',
      delivered_at: '2026-11-21T10:00:05.000Z',
    };
    const [header, row] = toCsv({ leads: [delivered], subscribers: [] }).split(/\r\n(?=")/);
    expect(header.split(',').slice(-2)).toEqual([
      quoted('delivery_status'),
      quoted('delivered_at'),
    ]);
    expect(row.endsWith(`${quoted('duplicate', '2026-11-21T10:00:05.000Z')}\r\n`)).toBe(true);
    expect(JSON.parse(toJson({ leads: [delivered], subscribers: [] })).leads[0]).toMatchObject({
      delivery_status: 'duplicate',
      delivered_at: '2026-11-21T10:00:05.000Z',
    });
  });

  it('writes the notes as an array in JSON, each with when, who, call outcome and note', () => {
    const [json] = JSON.parse(toJson({ leads: [worked], subscribers: [] })).leads;
    expect(json).toMatchObject({
      status: 'lost',
      status_at: '2026-11-22T09:15:00.000Z',
      lost_reason: 'Chose another university',
      owner: 'Ravi Kumar',
      next_follow_up_at: '2026-11-26T11:00:00.000Z',
      first_contact_at: '2026-11-21T10:12:00.000Z',
    });
    expect(json.notes).toEqual([
      { at: '2026-11-21T10:12:00.000Z', by: 'Ravi Kumar', call_outcome: 'no-answer', note: null },
      {
        at: '2026-11-22T09:15:00.000Z',
        by: null,
        call_outcome: 'connected',
        note: 'Asked about fees,\nwill decide[2J',
      },
      { at: '2026-11-22T09:20:00.000Z', by: 'Asha', call_outcome: null, note: '=cmd' },
    ]);
  });

  it('writes JSON with both lists, the hold fields only with suspected records included', () => {
    const { suspected_reason, released_at, ...plain } = lead;
    expect([suspected_reason, released_at]).toEqual([null, null]);
    expect(JSON.parse(toJson({ leads: [lead], subscribers: [] }))).toEqual({
      leads: [plain],
      subscribers: [],
    });
    expect(
      JSON.parse(toJson({ leads: [lead, held], subscribers: [] }, { includeSuspected: true })),
    ).toEqual({ leads: [lead, held], subscribers: [] });
  });
});
