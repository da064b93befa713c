/** @jest-environment node */
import { serverConfig } from './server-config';

describe('server settings', () => {
  it.each([
    [
      'RATE_LIMIT_POINTS',
      'abc',
      'Invalid setting RATE_LIMIT_POINTS: expected a whole number of at least 1.',
    ],
    [
      'RATE_LIMIT_POINTS',
      '0',
      'Invalid setting RATE_LIMIT_POINTS: expected a whole number of at least 1.',
    ],
    [
      'SQLITE_SYNCHRONOUS',
      'SOMETIMES',
      'Invalid setting SQLITE_SYNCHRONOUS: expected FULL, EXTRA or NORMAL.',
    ],
    [
      'DATABASE_URL',
      'localhost:5432/leadwise',
      'Invalid setting DATABASE_URL: expected a postgres:// or postgresql:// URL.',
    ],
    [
      'DATABASE_URL',
      'mysql://db/leadwise',
      'Invalid setting DATABASE_URL: expected a postgres:// or postgresql:// URL.',
    ],
    [
      'LEADS_FORWARD_BASE',
      'ftp://api.example.com',
      'Invalid setting LEADS_FORWARD_BASE: expected an http(s) URL.',
    ],
    [
      'API_ALLOWED_ORIGINS',
      'https://a.example, partner',
      'Invalid setting API_ALLOWED_ORIGINS: expected comma-separated http(s) origins.',
    ],
    [
      'LEAD_RETENTION_DAYS',
      '0',
      'Invalid setting LEAD_RETENTION_DAYS: expected a whole number of at least 1.',
    ],
    [
      'LEAD_RETENTION_DAYS',
      '1 year',
      'Invalid setting LEAD_RETENTION_DAYS: expected a whole number of at least 1.',
    ],
    [
      'RETURN_WINDOW_DAYS',
      '0',
      'Invalid setting RETURN_WINDOW_DAYS: expected a whole number of at least 1.',
    ],
    [
      'FORWARD_POLL_MS',
      '5',
      'Invalid setting FORWARD_POLL_MS: expected a whole number of at least 10.',
    ],
    [
      'LEAD_ALERT_SMTP_URL',
      'https://smtp.gmail.com',
      'Invalid setting LEAD_ALERT_SMTP_URL: expected an smtp:// or smtps:// URL.',
    ],
    [
      'LEAD_ALERT_EMAIL_TO',
      'sales@agency.in, sales',
      'Invalid setting LEAD_ALERT_EMAIL_TO: expected comma-separated email addresses.',
    ],
    [
      'LEAD_ALERT_WEBHOOK_URL',
      'hooks.slack.com/services/T0/B0/x',
      'Invalid setting LEAD_ALERT_WEBHOOK_URL: expected an http(s) URL.',
    ],
  ])('%s=%j stops the start with one line', (name, value, message) => {
    const start = () => serverConfig({ [name]: value });
    expect(start).toThrow(message);
    try {
      start();
    } catch (error) {
      expect((error as Error).message).toBe(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('asks for OPERATOR_AUTH_SECRET with PostgreSQL, whose instances share it', () => {
    expect(() => serverConfig({ DATABASE_URL: 'postgres://db:5432/leadwise' })).toThrow(
      'Invalid setting OPERATOR_AUTH_SECRET: expected at least 32 characters, the same on every instance, when DATABASE_URL is set (e.g. from `openssl rand -base64 32`).',
    );
  });

  it('asks for each of MSG91’s settings when SMS_PROVIDER is msg91, and reads them', () => {
    const sms = {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'auth-key-0123456789',
      MSG91_SENDER: 'LWDIGI',
      MSG91_FLOW_ID: 'flowEnglish01',
      MSG91_FLOW_ID_HI: 'flowHindi0001',
    };
    expect(() => serverConfig({ ...sms, MSG91_FLOW_ID_HI: '' })).toThrow(
      "Invalid setting MSG91_FLOW_ID_HI: expected MSG91's flow id hi when SMS_PROVIDER is msg91.",
    );
    expect(() => serverConfig({ ...sms, MSG91_SENDER: 'Leadwise' })).toThrow(
      'Invalid setting MSG91_SENDER: expected the DLT header, six capital letters.',
    );
    expect(serverConfig({ ...sms, MSG91_BASE_URL: 'http://127.0.0.1:5101/' }).sms).toEqual({
      baseUrl: 'http://127.0.0.1:5101',
      authKey: sms.MSG91_AUTH_KEY,
      sender: 'LWDIGI',
      flowIds: { en: 'flowEnglish01', hi: 'flowHindi0001' },
      codeVariable: 'otp',
      reportSecret: null,
      dailyBudget: 500,
      addressSendsPerHour: 10,
      proposals: false,
    });
    expect(serverConfig({ ...sms, SMS_PROPOSALS: 'on' }).sms?.proposals).toBe(true);
    expect(() => serverConfig({ SMS_PROPOSALS: 'on' })).toThrow(/^Invalid setting SMS_PROPOSALS/);
  });

  it('does not repeat a bad value, which may hold a password', () => {
    expect(() => serverConfig({ DATABASE_URL: 'secret-password@db' })).toThrow(
      /^Invalid setting DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ URL\.$/,
    );
  });

  it('applies the defaults to unset and blank values', () => {
    expect(serverConfig({ RATE_LIMIT_POINTS: '  ', SQLITE_SYNCHRONOUS: '' })).toEqual({
      databaseUrl: null,
      poolSize: 10,
      dbPath: 'data/leads.db',
      deliveryDelayMs: 0,
      deliverySecretKey: null,
      sms: null,
      synchronous: 'FULL',
      rateLimitPoints: 10,
      rateLimitWindowSeconds: 60,
      trustedProxyHops: 0,
      minFillTimeMs: 1500,
      maxBodyBytes: 65536,
      forwardBase: null,
      forwardTimeoutMs: 10000,
      forwardRetryBaseMs: 5000,
      forwardRetryMaxMs: 900000,
      forwardPollMs: 2000,
      allowedOrigins: [],
      alertEmail: null,
      alertWebhookUrl: null,
      metaEvents: null,
      metaLeads: null,
      googleLeadKey: null,
      channelQuietMs: 6 * 3_600_000,
      conversionVerified: false,
      operatorAuthSecret: null,
      twoFactorRequired: false,
      signInLimits: { accountAttempts: 10, addressAttempts: 20, windowSeconds: 900 },
      leadRetentionDays: 365,
      returnWindowDays: 7,
      firstContactDeadlineMs: 300_000,
      vapid: null,
      vapidSubject: 'mailto:hello@leadwise.example',
      pushLoopback: false,
      pushFirstName: false,
      backup: {
        dir: 'data/backups',
        keyFile: 'data/leads.db.backup-key',
        command: null,
        everyMs: 3_600_000,
      },
    });
  });

  it('reads good values, trimmed and normalised', () => {
    expect(
      serverConfig({
        DATABASE_URL: 'postgresql://user:pass@db:5432/leadwise',
        OPERATOR_AUTH_SECRET: 's'.repeat(32),
        SQLITE_SYNCHRONOUS: 'normal',
        RATE_LIMIT_POINTS: ' 30 ',
        LEADS_FORWARD_BASE: 'https://api.example.com/b2b//',
        API_ALLOWED_ORIGINS: 'https://a.example/, https://b.example',
      }),
    ).toMatchObject({
      databaseUrl: 'postgresql://user:pass@db:5432/leadwise',
      synchronous: 'NORMAL',
      rateLimitPoints: 30,
      forwardBase: 'https://api.example.com/b2b',
      allowedOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  describe('email alerts', () => {
    const smtp = {
      LEAD_ALERT_SMTP_URL: 'smtps://alerts%40agency.in:app-password@smtp.gmail.com:465',
    };

    it('take the SMTP URL, one or more recipients and the sender', () => {
      expect(
        serverConfig({
          ...smtp,
          LEAD_ALERT_EMAIL_TO: ' sales@agency.in, counsellors@agency.in ,',
          LEAD_ALERT_EMAIL_FROM: 'Leadwise alerts <alerts@agency.in>',
        }).alertEmail,
      ).toEqual({
        smtpUrl: smtp.LEAD_ALERT_SMTP_URL,
        to: ['sales@agency.in', 'counsellors@agency.in'],
        from: 'Leadwise alerts <alerts@agency.in>',
      });
    });

    it.each([
      [
        smtp,
        'Invalid setting LEAD_ALERT_EMAIL_TO: expected one or more email addresses, comma-separated, when LEAD_ALERT_SMTP_URL is set.',
      ],
      [
        { ...smtp, LEAD_ALERT_EMAIL_TO: 'sales@agency.in' },
        "Invalid setting LEAD_ALERT_EMAIL_FROM: expected the sender's email address when LEAD_ALERT_SMTP_URL is set.",
      ],
      [
        { ...smtp, LEAD_ALERT_EMAIL_TO: 'sales@agency.in', LEAD_ALERT_EMAIL_FROM: 'alerts' },
        'Invalid setting LEAD_ALERT_EMAIL_FROM: expected an email address, or a name and <address>.',
      ],
      [
        { LEAD_ALERT_EMAIL_TO: 'sales@agency.in' },
        'Invalid setting LEAD_ALERT_SMTP_URL: expected an smtp:// or smtps:// URL when LEAD_ALERT_EMAIL_TO or LEAD_ALERT_EMAIL_FROM is set.',
      ],
    ])('stop the start when one of the three is missing or wrong (case %#)', (env, message) => {
      expect(() => serverConfig(env)).toThrow(message);
    });
  });
});

describe('forwarding', () => {
  /** serverConfig as a build whose forms call `apiBase` has it. */
  const builtFor = (apiBase: string) => {
    const saved = process.env.NEXT_PUBLIC_API_BASE;
    process.env.NEXT_PUBLIC_API_BASE = apiBase;
    try {
      let config: typeof serverConfig = serverConfig;
      jest.isolateModules(() => {
        config =
          jest.requireActual<typeof import('./server-config')>('./server-config').serverConfig;
      });
      return config;
    } finally {
      process.env.NEXT_PUBLIC_API_BASE = saved;
    }
  };

  it("takes Meta's lead settings all three together, or none", () => {
    const meta = {
      META_APP_SECRET: 'ab'.repeat(16),
      META_VERIFY_TOKEN: 'v'.repeat(16),
      META_PAGE_ACCESS_TOKEN: 'EAAG' + 'x'.repeat(20),
    };
    expect(serverConfig(meta).metaLeads).toEqual({
      appSecret: meta.META_APP_SECRET,
      verifyToken: meta.META_VERIFY_TOKEN,
      pageToken: meta.META_PAGE_ACCESS_TOKEN,
      graphBase: 'https://graph.facebook.com/v26.0',
    });
    expect(() => serverConfig({ ...meta, META_PAGE_ACCESS_TOKEN: '' })).toThrow(
      'Invalid setting META_APP_SECRET: expected META_APP_SECRET, META_VERIFY_TOKEN and META_PAGE_ACCESS_TOKEN together, or none.',
    );
  });

  it('hands natively posted leads to the hosted API the forms call, unless told otherwise', () => {
    const config = builtFor('https://api.example.com/b2b/');
    expect(config({}).forwardBase).toBe('https://api.example.com/b2b');
    expect(config({ LEADS_FORWARD_BASE: 'https://other.example/b2b' }).forwardBase).toBe(
      'https://other.example/b2b',
    );
  });

  it('forwards nowhere by default when the forms call this site', () => {
    expect(builtFor('/api/b2b')({}).forwardBase).toBeNull();
  });
});
