// The server settings, each from an environment variable documented in docs/configuration.md's table. A bad
// value stops the start (instrumentation.ts) with one line naming it, rather than a silent default.

import 'server-only';
import path from 'node:path';
import * as z from 'zod/mini';
import { isWebAddress } from '@/lib/leads/attribution';
import { publicConfig } from '@/lib/config/public-config';
import bodyLimit from '@/lib/config/request-body-limit.json';
import { settingsFromEnv } from '@/lib/config/settings-from-env';
import { isValidEmail } from '@/lib/validations/email';

const wholeNumber = (fallback: number, min: number) =>
  z._default(
    z.pipe(
      z.string().check(z.regex(/^\d+$/, { error: `a whole number of at least ${min}` })),
      z.pipe(
        z.transform(Number),
        z.number().check(z.gte(min, { error: `a whole number of at least ${min}` })),
      ),
    ),
    fallback,
  );

/** A comma-separated list of values, each trimmed, blanks dropped. */
const commaList = <T extends z.ZodMiniType<string, string>>(item: T) =>
  z._default(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) =>
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ),
      z.array(item),
    ),
    [],
  );

const isSmtpUrl = (value: string) =>
  URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol);

/** An address, or a display name and an address: `Leadwise alerts <alerts@example.in>`. */
const isMailbox = (value: string) => isValidEmail(value.match(/<([^<>]+)>$/)?.[1] ?? value);

/**
 * A site on this machine (localhost, 127.0.0.1): a developer's or a test's, served to no one else.
 * The server has the site's URL from its build; a command run without it has the default's,
 * localhost.
 */
const isOnThisMachine = (siteUrl: string | undefined) =>
  !siteUrl ||
  (URL.canParse(siteUrl) &&
    ['localhost', '127.0.0.1', '[::1]'].includes(new URL(siteUrl).hostname));

const EMAIL_ALERT_NEEDS = 'when LEAD_ALERT_SMTP_URL is set';

/** MSG91's API host; a test points MSG91_BASE_URL at its fake gateway (docs/operations.md). */
const MSG91_API = 'https://control.msg91.com';
const MSG91_NEEDS = [
  'MSG91_AUTH_KEY',
  'MSG91_SENDER',
  'MSG91_FLOW_ID',
  'MSG91_FLOW_ID_HI',
] as const;
/** A Flow's (template's) id as MSG91's panel shows it. */
const flowId = z.optional(
  z.string().check(z.regex(/^[A-Za-z0-9]{8,40}$/, { error: "the Flow's id, letters and digits" })),
);

/** Meta's Graph API, at the version the events were checked against (docs/leads.md). */
const META_GRAPH_API = 'https://graph.facebook.com/v26.0';

/** An http(s) address without its trailing slashes: where a service's paths are added. */
const graphBase = z.pipe(
  z.string().check(z.refine(isWebAddress, { error: 'an http(s) URL' })),
  z.transform((value) => value.replace(/\/+$/, '')),
);

const serverSchema = z
  .object({
    /** PostgreSQL's connection URL; without it leads go to the SQLite file at LEADS_DB_PATH. */
    DATABASE_URL: z.optional(
      z
        .string()
        .check(
          z.refine(
            (value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol),
            { error: 'a postgres:// or postgresql:// URL' },
          ),
        ),
    ),
    PG_POOL_SIZE: wholeNumber(10, 1),
    LEADS_DB_PATH: z._default(z.string(), 'data/leads.db'),
    SQLITE_SYNCHRONOUS: z._default(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((value) => value.toUpperCase()),
        ),
        z.enum(['FULL', 'NORMAL', 'EXTRA'], { error: 'FULL, EXTRA or NORMAL' }),
      ),
      'FULL',
    ),
    /** Requests one visitor (one address) may send to the API per window. */
    RATE_LIMIT_POINTS: wholeNumber(10, 1),
    RATE_LIMIT_WINDOW_SECONDS: wholeNumber(60, 1),
    /** Reverse proxies in front of the app that set or append X-Forwarded-For; 0: served directly. */
    TRUST_PROXY_HOPS: wholeNumber(0, 0),
    /** A form sent faster than this after opening is a bot's. */
    MIN_FILL_TIME_MS: wholeNumber(1500, 0),
    /** Every stored lead and subscription is also sent to this hosted B2B API, from the outbox. */
    LEADS_FORWARD_BASE: z.optional(
      z.pipe(
        z.string().check(z.refine(isWebAddress, { error: 'an http(s) URL' })),
        z.transform((value) => value.replace(/\/+$/, '')),
      ),
    ),
    /** How long one forwarding attempt may take before it counts as failed. */
    FORWARD_TIMEOUT_MS: wholeNumber(10_000, 1),
    /** The first retry's delay; each failure doubles it, up to FORWARD_RETRY_MAX_MS. */
    FORWARD_RETRY_BASE_MS: wholeNumber(5_000, 1),
    FORWARD_RETRY_MAX_MS: wholeNumber(15 * 60_000, 1),
    /** How often each instance looks for due items, besides right after storing one. */
    FORWARD_POLL_MS: wholeNumber(2_000, 10),
    /** Other sites' origins whose pages may call the API (CORS), comma-separated. */
    API_ALLOWED_ORIGINS: commaList(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((origin) => origin.replace(/\/+$/, '')),
        ),
        z.string().check(z.refine(isWebAddress, { error: 'comma-separated http(s) origins' })),
      ),
    ),
    /** Alerts by email: the SMTP server, with its user and password, and who is told. */
    LEAD_ALERT_SMTP_URL: z.optional(
      z.string().check(z.refine(isSmtpUrl, { error: 'an smtp:// or smtps:// URL' })),
    ),
    LEAD_ALERT_EMAIL_TO: commaList(
      z.string().check(z.refine(isValidEmail, { error: 'comma-separated email addresses' })),
    ),
    LEAD_ALERT_EMAIL_FROM: z.optional(
      z.string().check(z.refine(isMailbox, { error: 'an email address, or a name and <address>' })),
    ),
    /** Alerts by webhook: a Slack or Google Chat incoming webhook, or any receiver of JSON. */
    LEAD_ALERT_WEBHOOK_URL: z.optional(
      z.string().check(z.refine(isWebAddress, { error: 'an http(s) URL' })),
    ),
    /** Meta's Conversions API: the pixel (dataset) the outbox sends lead events to, and its token. */
    META_PIXEL_ID: z.optional(
      z.string().check(z.regex(/^\d{5,20}$/, { error: "the pixel's id, its digits only" })),
    ),
    META_CAPI_TOKEN: z.optional(
      z.string().check(
        z.regex(/^[\w|.-]{20,}$/, {
          error: 'the Conversions API access token from Events Manager (no spaces)',
        }),
      ),
    ),
    /** The Graph API's address with its version; a test points it at a fake receiver. */
    META_CAPI_BASE: z._default(graphBase, META_GRAPH_API),
    /**
     * Meta lead ads (docs/operations.md#meta-lead-ads): the app's secret that signs each webhook,
     * the verify token the subscription was made with, and the page token leads are read with.
     */
    META_APP_SECRET: z.optional(
      z.string().check(z.regex(/^[0-9a-f]{32}$/i, { error: "the app's secret, 32 hex digits" })),
    ),
    META_VERIFY_TOKEN: z.optional(
      z.string().check(z.minLength(16, { error: 'at least 16 characters of your choosing' })),
    ),
    META_PAGE_ACCESS_TOKEN: z.optional(
      z
        .string()
        .check(
          z.regex(/^[\w|.-]{20,}$/, { error: "the page's long-lived access token (no spaces)" }),
        ),
    ),
    /** Where leads are read from: the Graph API with its version; a test points it at a fake. */
    GRAPH_API_BASE: z._default(graphBase, META_GRAPH_API),
    /** Google Ads lead forms: the key set on each form's webhook, which every lead carries. */
    GOOGLE_LEAD_FORM_KEY: z.optional(
      z.string().check(z.minLength(16, { error: 'at least 16 characters of your choosing' })),
    ),
    /** Hours without a lead after which a channel that usually brings leads alerts the admins. */
    CHANNEL_QUIET_HOURS: wholeNumber(6, 1),
    /**
     * Signs the operators' session cookies and encrypts their two-factor keys; required with
     * PostgreSQL; unset beside SQLite, one is made in a 0600 file beside the store (auth-secret.ts).
     */
    OPERATOR_AUTH_SECRET: z.optional(
      z
        .string()
        .check(
          z.minLength(32, { error: 'at least 32 characters, e.g. from `openssl rand -base64 32`' }),
        ),
    ),
    /** `required`: every operator sets up an authenticator app before seeing the inbox. */
    OPERATOR_TWO_FACTOR: z._default(
      z.enum(['optional', 'required'], { error: 'optional or required' }),
      'optional',
    ),
    /** Wrong passwords one account may take per window before its sign-in is refused. */
    SIGN_IN_ACCOUNT_ATTEMPTS: wholeNumber(10, 1),
    /** Sign-in attempts one address may make per window. */
    SIGN_IN_ADDRESS_ATTEMPTS: wholeNumber(20, 1),
    SIGN_IN_WINDOW_SECONDS: wholeNumber(15 * 60, 1),
    /** A lead with no activity for this many days has its personal data erased (retention.ts). */
    LEAD_RETENTION_DAYS: wholeNumber(365, 1),
    /** Days from its delivery in which a university may return a lead (lib/server/portal). */
    RETURN_WINDOW_DAYS: wholeNumber(7, 1),
    /**
     * Seconds of its owner's working time a new lead may wait for a first attempt before it moves
     * to the next counsellor of its team (lib/server/assignment).
     */
    FIRST_CONTACT_DEADLINE_SECONDS: wholeNumber(5 * 60, 10),
    /**
     * Seals the universities' delivery credentials in the store (delivery/delivery-key.ts). Unset,
     * the key comes from OPERATOR_AUTH_SECRET when that is set, else from a 0600 file beside
     * SQLite.
     */
    DELIVERY_SECRET_KEY: z.optional(
      z
        .string()
        .check(
          z.minLength(32, { error: 'at least 32 characters, e.g. from `openssl rand -base64 32`' }),
        ),
    ),
    /** Seconds an admission lead waits before it goes to its university (a phone verified meanwhile goes as verified). */
    DELIVERY_DELAY_SECONDS: wholeNumber(0, 0),
    /**
     * The VAPID key pair that signs Web Push to the operators' phones (docs/operations.md#push-to-the-owners-phone),
     * as `npx web-push generate-vapid-keys` prints it; both or neither. Unset beside SQLite, a pair
     * is made in a 0600 file beside the store (push/vapid-keys.ts).
     */
    VAPID_PUBLIC_KEY: z.optional(
      z.string().check(
        z.regex(/^[A-Za-z0-9_-]{87}$/, {
          error: 'the public key as `npx web-push generate-vapid-keys` prints it (87 characters)',
        }),
      ),
    ),
    VAPID_PRIVATE_KEY: z.optional(
      z.string().check(
        z.regex(/^[A-Za-z0-9_-]{43}$/, {
          error: 'the private key as `npx web-push generate-vapid-keys` prints it (43 characters)',
        }),
      ),
    ),
    /** Who the push services may contact about our pushes: a mailto: or https: address. */
    VAPID_SUBJECT: z._default(
      z.string().check(
        z.refine(
          (value) => URL.canParse(value) && /^(mailto|https):$/.test(new URL(value).protocol),
          {
            error: 'a mailto: address or an https: URL',
          },
        ),
      ),
      `mailto:${publicConfig.contactEmail}`,
    ),
    /**
     * `allowed`: pushes may also go over plain http to 127.0.0.1, the tests' fake push service
     * (push/push-endpoints.ts); refused where the site is served to others (below).
     */
    PUSH_TEST_LOOPBACK: z._default(
      z.enum(['refused', 'allowed'], { error: 'refused or allowed' }),
      'refused',
    ),
    /**
     * Where the backups and their erasure ledger are written (lib/server/backup); unset, `backups`
     * beside the SQLite store, and none with PostgreSQL.
     */
    BACKUP_DIR: z.optional(z.string().check(z.minLength(1))),
    /**
     * The key that encrypts the backups and keys the ledger's hashes; unset, a `0600` file made
     * once beside the SQLite store (`<LEADS_DB_PATH>.backup-key`) or, with PostgreSQL, beside
     * BACKUP_DIR (`<BACKUP_DIR>.key`) (backup/backup-key.ts).
     */
    BACKUP_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
    /** How often the server takes a backup (backup/backup-schedule.ts). */
    BACKUP_INTERVAL_MINUTES: wholeNumber(60, 1),
    /** Run after each backup with the file's path as its one argument: to send it off the machine. */
    BACKUP_COMMAND: z.optional(z.string().check(z.minLength(1))),
    /** `shown`: a push names the lead's first name too, never a minor's (push/push-sender.ts). */
    PUSH_FIRST_NAME: z._default(
      z.enum(['hidden', 'shown'], { error: 'hidden or shown' }),
      'hidden',
    ),
    /** `msg91`: a lead's phone is verified by a one-time code sent by SMS (lib/server/phone-check). */
    SMS_PROVIDER: z.optional(z.enum(['msg91'], { error: 'msg91, or unset for no code step' })),
    MSG91_BASE_URL: z._default(
      z.pipe(
        z.string().check(z.refine(isWebAddress, { error: 'an http(s) URL' })),
        z.transform((value) => value.replace(/\/+$/, '')),
      ),
      MSG91_API,
    ),
    MSG91_AUTH_KEY: z.optional(
      z.string().check(z.regex(/^[\w-]{16,64}$/, { error: "MSG91's authkey (no spaces)" })),
    ),
    /** The DLT-registered header (sender id): six letters. */
    MSG91_SENDER: z.optional(
      z.string().check(z.regex(/^[A-Z]{6}$/, { error: 'the DLT header, six capital letters' })),
    ),
    MSG91_FLOW_ID: flowId,
    MSG91_FLOW_ID_HI: flowId,
    /** The code's variable as the Flow's template names it (##otp##). */
    MSG91_CODE_VARIABLE: z._default(
      z
        .string()
        .check(z.regex(/^[A-Za-z]\w{0,29}$/, { error: 'a variable name: letters, digits, _' })),
      'otp',
    ),
    /** Secret path segment of the delivery reports' webhook (POST /api/sms/reports/<it>). */
    MSG91_REPORT_SECRET: z.optional(
      z
        .string()
        .check(z.regex(/^[\w-]{24,128}$/, { error: 'at least 24 letters, digits, - or _' })),
    ),
    /** Codes the whole site may send in one India day; past it the code step is skipped. */
    SMS_DAILY_BUDGET: wholeNumber(500, 1),
    /** Codes one address may ask for in an hour (every number together). */
    SMS_ADDRESS_SENDS_PER_HOUR: wholeNumber(10, 1),
    /** `on`: a proposal's phone is sent a code too, and its thank-you page asks for it. */
    SMS_PROPOSALS: z._default(z.enum(['off', 'on'], { error: 'off or on' }), 'off'),
    /** `on`: a lead whose phone was verified is a conversion for the ad platforms (VerifiedLead). */
    CONVERSION_VERIFIED: z._default(z.enum(['off', 'on'], { error: 'off or on' }), 'off'),
  })
  .check(
    // The code step needs its gateway's every setting; one missing is a mistake, not "off".
    ...MSG91_NEEDS.map((name) =>
      z.refine<{ SMS_PROVIDER?: string } & Partial<Record<(typeof MSG91_NEEDS)[number], string>>>(
        (settings) => !settings.SMS_PROVIDER || Boolean(settings[name]),
        {
          path: [name],
          error: `MSG91's ${name.slice(6).toLowerCase().replace(/_/g, ' ')} when SMS_PROVIDER is msg91`,
        },
      ),
    ),
    // Codes for proposals ride the admissions' gateway: on without it is a mistake, not "off".
    z.refine((settings) => settings.SMS_PROPOSALS === 'off' || settings.SMS_PROVIDER, {
      path: ['SMS_PROPOSALS'],
      error: 'off, or on only with SMS_PROVIDER set',
    }),
    // Instances on one PostgreSQL share their secret, and it must not live in the database.
    z.refine((settings) => !settings.DATABASE_URL || settings.OPERATOR_AUTH_SECRET, {
      path: ['OPERATOR_AUTH_SECRET'],
      error:
        'at least 32 characters, the same on every instance, when DATABASE_URL is set (e.g. from `openssl rand -base64 32`)',
    }),
    // A push to this machine is a test's: a site served to others must never send one there.
    z.refine(
      (settings) =>
        settings.PUSH_TEST_LOOPBACK === 'refused' || isOnThisMachine(publicConfig.siteUrl),
      {
        path: ['PUSH_TEST_LOOPBACK'],
        error:
          'refused where NEXT_PUBLIC_SITE_URL is not on this machine (allowed is for tests only)',
      },
    ),
    // Meta's leads need all three; some without the others is a mistake, not "off".
    z.refine(
      (settings) =>
        new Set(
          [
            settings.META_APP_SECRET,
            settings.META_VERIFY_TOKEN,
            settings.META_PAGE_ACCESS_TOKEN,
          ].map(Boolean),
        ).size === 1,
      {
        path: ['META_APP_SECRET'],
        error: 'META_APP_SECRET, META_VERIFY_TOKEN and META_PAGE_ACCESS_TOKEN together, or none',
      },
    ),
    // One key of a pair cannot sign: a mistake, not "made for you".
    z.refine((settings) => !settings.VAPID_PUBLIC_KEY === !settings.VAPID_PRIVATE_KEY, {
      path: ['VAPID_PRIVATE_KEY'],
      error: 'both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    }),
    // Email alerts need all three settings; one without the others is a mistake, not "off".
    z.refine((settings) => !settings.LEAD_ALERT_SMTP_URL || settings.LEAD_ALERT_EMAIL_TO.length, {
      path: ['LEAD_ALERT_EMAIL_TO'],
      error: `one or more email addresses, comma-separated, ${EMAIL_ALERT_NEEDS}`,
    }),
    z.refine((settings) => !settings.LEAD_ALERT_SMTP_URL || settings.LEAD_ALERT_EMAIL_FROM, {
      path: ['LEAD_ALERT_EMAIL_FROM'],
      error: `the sender's email address ${EMAIL_ALERT_NEEDS}`,
    }),
    // Meta's events need the pixel and its token; one without the other is a mistake, not "off".
    z.refine((settings) => !settings.META_PIXEL_ID || settings.META_CAPI_TOKEN, {
      path: ['META_CAPI_TOKEN'],
      error: 'the Conversions API access token when META_PIXEL_ID is set',
    }),
    z.refine((settings) => !settings.META_CAPI_TOKEN || settings.META_PIXEL_ID, {
      path: ['META_PIXEL_ID'],
      error: "the pixel's id when META_CAPI_TOKEN is set",
    }),
    z.refine(
      (settings) =>
        settings.LEAD_ALERT_SMTP_URL ||
        (!settings.LEAD_ALERT_EMAIL_TO.length && !settings.LEAD_ALERT_EMAIL_FROM),
      {
        path: ['LEAD_ALERT_SMTP_URL'],
        error:
          'an smtp:// or smtps:// URL when LEAD_ALERT_EMAIL_TO or LEAD_ALERT_EMAIL_FROM is set',
      },
    ),
  );

export type ServerSettings = z.output<typeof serverSchema>;

/** Where the backups go and their key is kept; null when none are taken (PostgreSQL unset). */
function backupSettings(settings: ServerSettings) {
  const dir =
    settings.BACKUP_DIR ??
    (settings.DATABASE_URL ? null : path.join(path.dirname(settings.LEADS_DB_PATH), 'backups'));
  if (!dir) return null;
  const beside = settings.DATABASE_URL
    ? `${dir.replace(/\/+$/, '')}.key`
    : `${settings.LEADS_DB_PATH}.backup-key`;
  return {
    dir,
    keyFile: settings.BACKUP_KEY_FILE ?? beside,
    command: settings.BACKUP_COMMAND ?? null,
    everyMs: settings.BACKUP_INTERVAL_MINUTES * 60_000,
  };
}

/** The forms' API base when it is another host's (an http(s) URL), else null: our own API. */
const hostedApiBase = (apiBase: string) =>
  isWebAddress(apiBase) ? apiBase.replace(/\/+$/, '') : null;

export function serverConfig(env: Record<string, string | undefined> = process.env) {
  const settings = settingsFromEnv(serverSchema, env);
  return {
    databaseUrl: settings.DATABASE_URL ?? null,
    poolSize: settings.PG_POOL_SIZE,
    dbPath: settings.LEADS_DB_PATH,
    synchronous: settings.SQLITE_SYNCHRONOUS,
    rateLimitPoints: settings.RATE_LIMIT_POINTS,
    rateLimitWindowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS,
    trustedProxyHops: settings.TRUST_PROXY_HOPS,
    minFillTimeMs: settings.MIN_FILL_TIME_MS,
    // Every field at its maximum in Devanagari (3 bytes a character) is about 45 KB. The
    // production server (runtime/serve.mjs) holds every POST to the same cap as it arrives.
    maxBodyBytes: bodyLimit.maxBytes,
    // Forms posted natively always come to this site: where the scripted forms call the hosted
    // API, what is posted before their script runs goes there through the outbox.
    forwardBase: settings.LEADS_FORWARD_BASE ?? hostedApiBase(publicConfig.apiBase),
    forwardTimeoutMs: settings.FORWARD_TIMEOUT_MS,
    forwardRetryBaseMs: settings.FORWARD_RETRY_BASE_MS,
    forwardRetryMaxMs: settings.FORWARD_RETRY_MAX_MS,
    forwardPollMs: settings.FORWARD_POLL_MS,
    allowedOrigins: settings.API_ALLOWED_ORIGINS,
    alertEmail: settings.LEAD_ALERT_SMTP_URL
      ? {
          smtpUrl: settings.LEAD_ALERT_SMTP_URL,
          to: settings.LEAD_ALERT_EMAIL_TO,
          from: settings.LEAD_ALERT_EMAIL_FROM!,
        }
      : null,
    alertWebhookUrl: settings.LEAD_ALERT_WEBHOOK_URL ?? null,
    /** A verified phone is a "verified lead" conversion: Google's file and Meta's event. */
    conversionVerified: settings.CONVERSION_VERIFIED === 'on',
    metaEvents: settings.META_PIXEL_ID
      ? {
          pixelId: settings.META_PIXEL_ID,
          token: settings.META_CAPI_TOKEN!,
          base: settings.META_CAPI_BASE,
        }
      : null,
    /** The lead channels' webhooks (lib/server/channels); null: that channel refuses all. */
    metaLeads: settings.META_APP_SECRET
      ? {
          appSecret: settings.META_APP_SECRET,
          verifyToken: settings.META_VERIFY_TOKEN!,
          pageToken: settings.META_PAGE_ACCESS_TOKEN!,
          graphBase: settings.GRAPH_API_BASE,
        }
      : null,
    googleLeadKey: settings.GOOGLE_LEAD_FORM_KEY ?? null,
    channelQuietMs: settings.CHANNEL_QUIET_HOURS * 3_600_000,
    operatorAuthSecret: settings.OPERATOR_AUTH_SECRET ?? null,
    twoFactorRequired: settings.OPERATOR_TWO_FACTOR === 'required',
    signInLimits: {
      accountAttempts: settings.SIGN_IN_ACCOUNT_ATTEMPTS,
      addressAttempts: settings.SIGN_IN_ADDRESS_ATTEMPTS,
      windowSeconds: settings.SIGN_IN_WINDOW_SECONDS,
    },
    leadRetentionDays: settings.LEAD_RETENTION_DAYS,
    returnWindowDays: settings.RETURN_WINDOW_DAYS,
    firstContactDeadlineMs: settings.FIRST_CONTACT_DEADLINE_SECONDS * 1000,
    deliverySecretKey: settings.DELIVERY_SECRET_KEY ?? null,
    deliveryDelayMs: settings.DELIVERY_DELAY_SECONDS * 1000,
    /** Null when unset: a pair is made beside SQLite (push/vapid-keys.ts), none with PostgreSQL. */
    vapid: settings.VAPID_PUBLIC_KEY
      ? {
          publicKey: settings.VAPID_PUBLIC_KEY,
          privateKey: settings.VAPID_PRIVATE_KEY!,
          subject: settings.VAPID_SUBJECT,
        }
      : null,
    vapidSubject: settings.VAPID_SUBJECT,
    /** Whether a push may go to the tests' fake push service on 127.0.0.1. */
    pushLoopback: settings.PUSH_TEST_LOOPBACK === 'allowed',
    pushFirstName: settings.PUSH_FIRST_NAME === 'shown',
    /** Null with PostgreSQL and no BACKUP_DIR: the deployment's backups are its own. */
    backup: backupSettings(settings),
    /** Null when SMS_PROVIDER is unset: no code step anywhere. */
    sms: settings.SMS_PROVIDER
      ? {
          baseUrl: settings.MSG91_BASE_URL,
          authKey: settings.MSG91_AUTH_KEY!,
          sender: settings.MSG91_SENDER!,
          flowIds: { en: settings.MSG91_FLOW_ID!, hi: settings.MSG91_FLOW_ID_HI! },
          codeVariable: settings.MSG91_CODE_VARIABLE,
          reportSecret: settings.MSG91_REPORT_SECRET ?? null,
          dailyBudget: settings.SMS_DAILY_BUDGET,
          addressSendsPerHour: settings.SMS_ADDRESS_SENDS_PER_HOUR,
          /** Whether a proposal's phone is sent a code as an admission lead's is. */
          proposals: settings.SMS_PROPOSALS === 'on',
        }
      : null,
  };
}

export type ServerConfig = ReturnType<typeof serverConfig>;

/** Every server setting by its variable's name, at its default (docs/configuration.md lists them). */
export const serverDefaults = (): ServerSettings => settingsFromEnv(serverSchema, {});

/** Which runtime this code runs in: Next inlines it per bundle ('nodejs' or 'edge'). */
export const nextRuntime = process.env.NEXT_RUNTIME;

/** A production build, where the CSP hashes written after the build exist. */
export const isProduction = process.env.NODE_ENV === 'production';
