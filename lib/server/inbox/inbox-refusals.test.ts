/** @jest-environment node */
import { asRequest, called, cookieOf, outcomeOf } from '@/test-support/guarded-calls';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { guardedEntries } from '@/test-support/inbox-entries';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { serverConfig } from '../server-config';
import { listAccess } from './access-log';
import { operatorAccounts } from './operator-accounts';

// Every inbox entry (test-support/inbox-entries.ts finds them) called as Next calls it, by three
// callers it must refuse: no session; an admin whose session has no second factor where two-factor
// is required; a counsellor, at each entry that is an admin's. Each refusal sends to sign in, to the
// second factor, or answers 403, and each signed-in refusal is in the access log.

let ctx: SiteContext;
jest.mock('next/headers', () => jest.requireActual('@/test-support/guarded-calls').nextHeaders);
jest.mock('@/lib/server/site/site-context', () =>
  jest.requireActual('@/test-support/guarded-calls').testSiteContext(),
);

// next.config.ts's `experimental.authInterrupts`, which lets forbidden() answer 403, as Next's
// build sets it.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

const PASSWORD = 'correct horse battery';
const REFERENCE = 'LW-AAAA-AAAA';

/** Every field any inbox form posts, so that each action finds what it reads. */
const FIELDS = {
  lead: '1',
  other: '2',
  reference: REFERENCE,
  type: 'lead',
  id: '1',
  month: '2026-11',
  campaign: 'late-intake',
  amount: '1000',
  note: 'Told them',
  code: '123456',
  sheet: 'held-1',
  mark: 'mark',
  called: 'yes',
  confirm: 'erase',
  password: PASSWORD,
  next: '/inbox',
};

type Kind = 'page' | 'file' | 'json' | 'action';
type Entry = {
  kind: Kind;
  /** Whether a counsellor is refused it. */
  admins: boolean;
  /** An action's name in the access log. */
  name?: string;
  /** Passes a session without its second factor (two-factor's own entries, signing out). */
  beforeSecondFactor?: boolean;
  call: () => Promise<unknown>;
};

const props = {
  params: Promise.resolve({ id: '1', key: REFERENCE, sheet: 'held-1' }),
  searchParams: Promise.resolve({}),
};
const page = (load: () => Promise<{ default: (props: never) => unknown }>) => async () =>
  (await load()).default(props as never);
const route =
  (path: string, load: () => Promise<{ GET: (...args: never[]) => unknown }>) => async () =>
    (await load()).GET(
      new Request(`http://localhost:3000${path}`, { headers: called.sent }) as never,
      { params: props.params } as never,
    );
const postRoute =
  (path: string, load: () => Promise<{ POST: (...args: never[]) => unknown }>) => async () =>
    (await load()).POST(
      new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        headers: called.sent,
        body: new FormData(),
      }) as never,
      { params: props.params } as never,
    );
const action = (load: () => Promise<unknown>) => async () => {
  const form = new FormData();
  for (const [name, value] of Object.entries(FIELDS)) form.append(name, value);
  return ((await load()) as (previous: null, form: FormData) => Promise<unknown>)(null, form);
};

const ENTRIES: Record<string, Entry> = {
  'app/inbox/page.tsx': {
    kind: 'page',
    admins: false,
    call: page(() => import('@/app/inbox/page')),
  },
  'app/inbox/follow-ups/page.tsx': {
    kind: 'page',
    admins: false,
    call: page(() => import('@/app/inbox/follow-ups/page')),
  },
  'app/inbox/leads/[id]/page.tsx': {
    kind: 'page',
    admins: false,
    call: page(() => import('@/app/inbox/leads/[id]/page')),
  },
  'app/inbox/notifications/page.tsx': {
    kind: 'page',
    admins: false,
    call: page(() => import('@/app/inbox/notifications/page')),
  },
  'app/inbox/two-factor/page.tsx': {
    kind: 'page',
    admins: false,
    beforeSecondFactor: true,
    call: page(() => import('@/app/inbox/two-factor/page')),
  },
  'app/inbox/leads/[id]/merge/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/leads/[id]/merge/page')),
  },
  'app/inbox/export/google-ads/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/export/google-ads/page')),
  },
  'app/inbox/exports/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/exports/page')),
  },
  'app/inbox/funnel/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/funnel/page')),
  },
  'app/inbox/requests/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/requests/page')),
  },
  'app/inbox/requests/[key]/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/requests/[key]/page')),
  },
  'app/inbox/site-speed/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/site-speed/page')),
  },
  'app/inbox/assignment/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/assignment/page')),
  },
  'app/inbox/delivery/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/delivery/page')),
  },
  'app/inbox/operators/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/operators/page')),
  },
  'app/inbox/channels/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/channels/page')),
  },
  'app/inbox/import/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/import/page')),
  },
  'app/inbox/import/[sheet]/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/import/[sheet]/page')),
  },
  'app/inbox/import/upload/route.ts': {
    kind: 'file',
    admins: true,
    call: postRoute('/inbox/import/upload', () => import('@/app/inbox/import/upload/route')),
  },
  'app/inbox/hours/page.tsx': {
    kind: 'page',
    admins: false,
    call: page(() => import('@/app/inbox/hours/page')),
  },
  'app/inbox/suspected/page.tsx': {
    kind: 'page',
    admins: true,
    call: page(() => import('@/app/inbox/suspected/page')),
  },
  'app/inbox/queue/updates/route.ts': {
    kind: 'json',
    admins: false,
    call: route('/inbox/queue/updates?after=0', () => import('@/app/inbox/queue/updates/route')),
  },
  'app/inbox/export/route.ts': {
    kind: 'file',
    admins: true,
    call: route('/inbox/export?format=csv', () => import('@/app/inbox/export/route')),
  },
  'app/inbox/funnel/csv/route.ts': {
    kind: 'file',
    admins: true,
    call: route('/inbox/funnel/csv', () => import('@/app/inbox/funnel/csv/route')),
  },
  'app/inbox/requests/[key]/access-copy/route.ts': {
    kind: 'file',
    admins: true,
    call: route(
      `/inbox/requests/${REFERENCE}/access-copy`,
      () => import('@/app/inbox/requests/[key]/access-copy/route'),
    ),
  },
  ...Object.fromEntries(
    (
      [
        ['lib/server/inbox-entries/sign-in-actions.ts', 'signOut', 'sign-out', false, true],
        [
          'lib/server/inbox-entries/sign-in-actions.ts',
          'setUpTwoFactor',
          'two-factor-set-up',
          false,
          true,
        ],
        [
          'lib/server/inbox-entries/sign-in-actions.ts',
          'verifySessionCode',
          'two-factor-code',
          false,
          true,
        ],
        ['lib/server/inbox-entries/lead-actions.ts', 'saveLead', 'save', false, false],
        ['lib/server/inbox-entries/record-actions.ts', 'releaseRecord', 'release', true, false],
        ['lib/server/inbox-entries/merge-actions.ts', 'mergeLead', 'merge', true, false],
        [
          'lib/server/inbox-entries/delivery-actions.ts',
          'saveDelivery',
          'save-delivery',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/delivery-actions.ts',
          'turnDeliveryOff',
          'delivery-off',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/delivery-actions.ts',
          'uploadSheet',
          'delivery-sheet',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/delivery-actions.ts',
          'resendDelivery',
          'resend-delivery',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/channel-actions.ts',
          'saveChannelForm',
          'map-channel-form',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/delivery-actions.ts',
          'finishErasureTask',
          'delivery-erasure-done',
          true,
          false,
        ],
        ['lib/server/inbox-entries/spend-actions.ts', 'saveSpend', 'save-spend', true, false],
        ['lib/server/inbox-entries/sheet-actions.ts', 'saveSheetMapping', 'map-sheet', true, false],
        [
          'lib/server/inbox-entries/sheet-actions.ts',
          'importHeldSheet',
          'import-sheet',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/sheet-actions.ts',
          'discardHeldSheet',
          'discard-sheet',
          true,
          false,
        ],
        ['lib/server/inbox-entries/spend-actions.ts', 'importSpend', 'import-spend', true, false],
        [
          'lib/server/inbox-entries/operator-actions.ts',
          'addOperator',
          'add-operator',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/operator-actions.ts',
          'changeOperatorAccess',
          'operator-access',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/return-actions.ts',
          'decideReturn',
          'decide-return',
          true,
          false,
        ],
        ['lib/server/inbox-entries/assignment-actions.ts', 'createRule', 'add-rule', true, false],
        [
          'lib/server/inbox-entries/assignment-actions.ts',
          'changeRule',
          'change-rule',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/availability-actions.ts',
          'saveOwnHours',
          'set-own-hours',
          false,
          false,
        ],
        [
          'lib/server/inbox-entries/availability-actions.ts',
          'saveHoursOf',
          'set-hours',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/rights-request-admin-actions.ts',
          'answerRightsRequest',
          'answer',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/rights-request-admin-actions.ts',
          'withdrawRequestPerson',
          'withdraw',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/rights-request-admin-actions.ts',
          'eraseRequestPerson',
          'erase',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/rights-request-admin-actions.ts',
          'sendRequestEmailCode',
          'email-code',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/rights-request-admin-actions.ts',
          'checkRequestEmailCode',
          'email-check',
          true,
          false,
        ],
        [
          'lib/server/inbox-entries/push-actions.ts',
          'savePushSubscription',
          'push-subscribe',
          false,
          false,
        ],
        ['lib/server/inbox-entries/push-actions.ts', 'sendTestPush', 'test-push', false, false],
        [
          'lib/server/inbox-entries/push-actions.ts',
          'turnOffPush',
          'push-unsubscribe',
          false,
          false,
        ],
        [
          'lib/server/inbox-entries/rights-request-admin-actions.ts',
          'confirmRequestPhone',
          'phone-check',
          true,
          false,
        ],
      ] as const
    ).map(([file, exported, name, admins, beforeSecondFactor]) => [
      `${file} ${exported}`,
      {
        kind: 'action',
        admins,
        name,
        beforeSecondFactor,
        call: action(async () => (await import(`@/${file.replace(/\.ts$/, '')}`))[exported]),
      } satisfies Entry,
    ]),
  ),
};

const lastLog = async () => (await listAccess(ctx.store.database)).at(-1);

it('has every inbox entry', () => {
  expect(Object.keys(ENTRIES).sort()).toEqual(guardedEntries().sort());
});

describe('each inbox entry refuses', () => {
  let database: TestDatabase;

  /** A password session of an operator added to a store with `env`'s settings. */
  const session = async (
    role: 'admin' | 'counsellor' | 'university',
    env: Record<string, string>,
  ) => {
    database = await freshDatabase('sqlite');
    ctx = called.ctx = await createSiteContext(serverConfig({ ...database.env, ...env }));
    const email = `${role}@agency.in`;
    await operatorAccounts(ctx.auth, ctx.store.database, 'jest').add({
      email,
      name: role,
      role,
      university: role === 'university' ? 'amity' : undefined,
      password: PASSWORD,
    });
    return cookieOf(
      await ctx.auth.api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true }),
    );
  };

  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  it('a visitor without a session: sent to sign in, or 401 where a script asks', async () => {
    await session('admin', {});
    asRequest('');
    for (const [entry, { kind, call }] of Object.entries(ENTRIES)) {
      const outcome = await outcomeOf(call);
      const expected =
        kind === 'json'
          ? { status: 401, location: null }
          : kind === 'file'
            ? { status: 303, location: expect.stringMatching(/^\/inbox\/sign-in\?next=/) }
            : { redirect: expect.stringMatching(/^\/inbox\/sign-in(\?next=|$)/) };
      expect({ entry, outcome }).toEqual({ entry, outcome: expected });
    }
    // Nobody to log: the log holds only the admin's creation.
    expect((await listAccess(ctx.store.database)).map(({ action }) => action)).toEqual([
      'operator-added',
    ]);
  });

  it('an admin whose session has no second factor where it is required: sent to give it, logged', async () => {
    asRequest(await session('admin', { OPERATOR_TWO_FACTOR: 'required' }));
    for (const [entry, { kind, name, beforeSecondFactor, call }] of Object.entries(ENTRIES)) {
      if (beforeSecondFactor) continue;
      const outcome = await outcomeOf(call);
      const expected =
        kind === 'json'
          ? { status: 401, location: null }
          : kind === 'file'
            ? { status: 303, location: expect.stringMatching(/^\/inbox\/two-factor\?next=/) }
            : { redirect: expect.stringMatching(/^\/inbox\/two-factor\?next=/) };
      expect({ entry, outcome }).toEqual({ entry, outcome: expected });
      expect({ entry, log: await lastLog() }).toMatchObject({
        entry,
        log: {
          operatorEmail: 'admin@agency.in',
          action: 'access-refused',
          detail: `${name ? `${name}: ` : ''}no two-factor code in this session`,
        },
      });
    }
  });

  it("a counsellor at an admin's entry: 403, or sent back to the page that answers it, logged", async () => {
    asRequest(await session('counsellor', {}));
    for (const [entry, { kind, name, admins, call }] of Object.entries(ENTRIES)) {
      if (!admins) continue;
      const outcome = await outcomeOf(call);
      const log = await lastLog();
      if (kind === 'action')
        expect({ entry, outcome }).toEqual({ entry, outcome: { redirect: log?.record } });
      else expect({ entry, outcome }).toEqual({ entry, outcome: { status: 403, location: null } });
      expect({ entry, log }).toMatchObject({
        entry,
        log: {
          operatorEmail: 'counsellor@agency.in',
          action: 'access-refused',
          detail: `${name ? `${name}: ` : ''}role counsellor`,
        },
      });
    }
  });

  it('a university user at every inbox entry: its pages send it to the portal, the rest refuse, logged', async () => {
    asRequest(await session('university', {}));
    for (const [entry, { kind, name, beforeSecondFactor, call }] of Object.entries(ENTRIES)) {
      if (beforeSecondFactor) continue;
      const outcome = await outcomeOf(call);
      const log = await lastLog();
      const expected =
        kind === 'page'
          ? { redirect: '/portal' }
          : kind === 'action'
            ? { redirect: log?.record }
            : { status: 403, location: null };
      expect({ entry, outcome }).toEqual({ entry, outcome: expected });
      expect({ entry, log }).toMatchObject({
        entry,
        log: {
          operatorEmail: 'university@agency.in',
          action: 'access-refused',
          detail: `${name ? `${name}: ` : ''}a university user`,
        },
      });
    }
  });
});
