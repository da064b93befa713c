// Operators' command:
//   npm run leads -- export --format csv|json|google-ads|meta [options]
//   npm run leads -- outbox [--all] [--format table|json]
//   npm run leads -- release <id> [--subscriber]
//   npm run leads -- alert-test
//   npm run leads -- operator add|list|disable|password|hours|leave|cap [options]
//   npm run leads -- rule add|list|up|down|delete [options]
//   npm run leads -- access-log [--since YYYY-MM-DD] [--operator EMAIL]
//   npm run leads -- vitals [--days N] [--format table|json]
//   npm run leads -- erase --phone P | --email E [--yes]
//   npm run leads -- retention [--dry-run] [--yes]
//   npm run leads -- help
import fs from 'node:fs';
import os from 'node:os';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { googleAdsFile, metaFile } from '@/lib/server/export/ad-export';
import { CONVERSION_STAGES, type ConversionStage } from '@/lib/server/export/conversion-stages';
import { conversionName } from '@/lib/validations/conversion-name';
import { exportData, toCsv, toJson } from '@/lib/server/export/lead-export';
import type { LeadStore, RecordType } from '@/lib/server/store/lead-store';
import { openStore } from '@/lib/server/store/open-store';
import {
  DESTINATIONS,
  describeDestination,
  destinationsOf,
  type Destination,
} from '@/lib/server/outbox/outbox-destinations';
import { formatOutboxReport, outboxReport } from '@/lib/server/outbox/outbox-report';
import { alertSenders } from '@/lib/server/outbox/outbox-senders';
import { serverConfig, type ServerConfig } from '@/lib/server/server-config';
import { testAlert } from '@/lib/server/alerts/test-alert';
import { parsePublicConfig } from '@/lib/config/public-config-schema';
import { listAccess } from '@/lib/server/inbox/access-log';
import { formatAccessLog } from '@/lib/server/inbox/access-log-format';
import { operatorAuthSecret } from '@/lib/server/inbox/auth-secret';
import { operatorAuth } from '@/lib/server/inbox/operator-auth';
import { OperatorError, operatorAccounts } from '@/lib/server/inbox/operator-accounts';
import { availabilityCommand } from '@/lib/server/assignment/availability-command';
import { ruleCommand } from '@/lib/server/assignment/rule-command';
import type { OpenedStore } from '@/lib/server/store/open-store';
import { buildSiteSpeedReport } from '@/lib/server/vitals/site-speed';
import { formatSiteSpeed } from '@/lib/server/vitals/site-speed-text';
import { RETENTION_DAYS } from '@/lib/server/vitals/vitals-pruning';
import { vitalsStore } from '@/lib/server/vitals/vitals-store';
import type { StoreDatabase } from '@/lib/server/store/store-database';
import { REPORT_WINDOWS } from '@/lib/vitals/site-speed';
import { recordAccess } from '@/lib/server/inbox/access-log';
import { personalData, personKeysOf } from '@/lib/server/privacy/personal-data';
import {
  formatErasure,
  formatFound,
  formatIdle,
  isEmpty,
} from '@/lib/server/privacy/personal-data-text';
import { leadRetention } from '@/lib/server/privacy/retention';

const USAGE = `Usage:
  npm run leads -- export --format csv|json [--since YYYY-MM-DD] [--out FILE] [--include-suspected]
  npm run leads -- export --format google-ads --conversion NAME [--stage qualified|won]
                          [--since YYYY-MM-DD] [--value AMOUNT [--currency INR]] [--out FILE]
  npm run leads -- export --format meta [--stage qualified|won] [--since YYYY-MM-DD] [--out FILE]
  npm run leads -- outbox [--all] [--format table|json]
  npm run leads -- release <id> [--subscriber]
  npm run leads -- alert-test
  npm run leads -- operator add --email EMAIL --name "NAME" --role admin|counsellor --password-stdin
  npm run leads -- operator list
  npm run leads -- operator disable --email EMAIL
  npm run leads -- operator password --email EMAIL --password-stdin
  npm run leads -- operator hours --email EMAIL --set "Mon-Sat 09:00-18:00" | --clear
  npm run leads -- operator leave --email EMAIL --until YYYY-MM-DD | --back
  npm run leads -- operator cap --email EMAIL --set LEADS-A-DAY | --clear
  npm run leads -- rule add --team EMAIL[,EMAIL…] [--kind admission|proposal] [--university NAME]
                            [--language en|hi] [--campaign CAMPAIGN-OR-SOURCE]
  npm run leads -- rule list
  npm run leads -- rule up|down|delete <number>
  npm run leads -- access-log [--since YYYY-MM-DD] [--operator EMAIL]
  npm run leads -- vitals [--days N] [--format table|json]
  npm run leads -- erase --phone P | --email E [--yes]
  npm run leads -- retention [--dry-run] [--yes]
  npm run leads -- help`;

/** A command used wrongly: what was wrong, and how to use it. */
function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** A command that cannot do its work (no store, a record it cannot find). */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

type Values = {
  format?: string;
  since?: string;
  out?: string;
  all?: boolean;
  'include-suspected'?: boolean;
  subscriber?: boolean;
  conversion?: string;
  stage?: string;
  value?: string;
  currency?: string;
  email?: string;
  name?: string;
  role?: string;
  'password-stdin'?: boolean;
  operator?: string;
  days?: string;
  phone?: string;
  yes?: boolean;
  'dry-run'?: boolean;
  set?: string;
  clear?: boolean;
  until?: string;
  back?: boolean;
  team?: string;
  kind?: string;
  university?: string;
  language?: string;
  campaign?: string;
};

/** Writes an export to --out (saying what it wrote on stderr) or to stdout. */
function writeOutput(output: string, values: Values, what: string) {
  if (!values.out) return process.stdout.write(output);
  fs.writeFileSync(values.out, output);
  console.error(`Wrote ${what} to ${values.out}`);
}

/** The value of an upload, when one is given: a plain amount and an ISO 4217 currency. */
function conversionValue({ value, currency }: Values) {
  if (value === undefined) {
    if (currency !== undefined) fail('--currency goes with --value');
    return undefined;
  }
  if (!/^\d+(\.\d+)?$/.test(value)) fail(`--value is not an amount like 1500 or 99.50: ${value}`);
  const code = (currency ?? 'INR').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) fail(`--currency is not a three-letter currency code: ${currency}`);
  return { amount: value, currency: code };
}

/** The stage asked for (--stage), or none: the conversion is then the enquiry's arrival. */
function conversionStage({ stage }: Values): ConversionStage | undefined {
  if (stage === undefined) return undefined;
  if (!(CONVERSION_STAGES as readonly string[]).includes(stage))
    fail(`--stage is qualified or won: ${stage}`);
  return stage as ConversionStage;
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * Google Ads' offline conversion upload: with --stage, each lead that reached it, with its hashed
 * email and phone; without, each enquiry with a Google click id. Only leads that may go to the ad
 * platforms (not held, withdrawn, erased or a minor's).
 */
async function exportGoogleAds(store: OpenedStore, values: Values, since: string) {
  if (!values.conversion?.trim())
    fail("--format google-ads needs --conversion, the conversion action's name");
  const named = conversionName(values.conversion);
  if (!named.ok) fail(`--conversion: ${named.message}`);
  const conversion = named.name;
  if (values['include-suspected']) fail('--include-suspected: a suspected lead is no conversion');
  const value = conversionValue(values);
  const stage = conversionStage(values);
  const { csv, exported, skipped, droppedClickIds } = await googleAdsFile(store, {
    stage,
    since,
    conversion,
    value,
  });
  if (stage && skipped)
    console.error(
      `Left out ${counted(skipped, 'lead', 'leads')} with no email, phone or click id Google could match.`,
    );
  if (!stage && skipped)
    console.error(
      `Left out ${counted(skipped, 'lead', 'leads')} whose gclid is not one Google Ads issues.`,
    );
  if (droppedClickIds)
    console.error(
      `Kept ${counted(droppedClickIds, 'lead', 'leads')} without its click id, which is not one Google Ads issues.`,
    );
  writeOutput(csv, values, `${exported} conversions`);
}

/** Meta's Conversions API events as the request body Meta takes (docs/leads.md). */
async function exportMeta(store: OpenedStore, values: Values, since: string) {
  if (values['include-suspected']) fail('--include-suspected: a suspected lead is no conversion');
  const { json, exported, unmatchable, tooOld } = await metaFile(store, {
    stage: conversionStage(values),
    since,
  });
  if (unmatchable)
    console.error(
      `Left out ${counted(unmatchable, 'event', 'events')} of leads with nothing Meta could match.`,
    );
  if (tooOld)
    console.error(
      `Left out ${counted(tooOld, 'event', 'events')} older than the seven days Meta takes.`,
    );
  writeOutput(json, values, `${exported} events`);
}

async function exportLeads(store: OpenedStore, values: Values) {
  const format = values.format ?? 'csv';
  if (!['csv', 'json', 'google-ads', 'meta'].includes(format)) fail(`Unknown format: ${format}`);
  if (values.stage !== undefined && format !== 'google-ads' && format !== 'meta')
    fail('--stage goes with --format google-ads or --format meta');
  const since = values.since;
  if (since !== undefined && Number.isNaN(Date.parse(since)))
    fail(`--since is not a date: ${since}`);
  const sinceIso = since === undefined ? '' : new Date(since).toISOString();
  if (format === 'google-ads') return exportGoogleAds(store, values, sinceIso);
  if (format === 'meta') return exportMeta(store, values, sinceIso);
  const list = { since: sinceIso, includeSuspected: values['include-suspected'] ?? false };
  const data = await exportData(store, list);
  const output = format === 'csv' ? toCsv(data, list) : toJson(data, list);
  writeOutput(
    output,
    values,
    `${data.leads.length} leads and ${data.subscribers.length} subscribers`,
  );
}

async function showOutbox(store: LeadStore, values: Values, config: ServerConfig) {
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json') fail(`Unknown format: ${format}`);
  const report = outboxReport(
    await store.listOutbox({ includeDelivered: true }),
    await store.listAttempts(),
    values.all ?? false,
  );
  process.stdout.write(
    format === 'json'
      ? `${JSON.stringify(report, null, 2)}\n`
      : formatOutboxReport(
          report,
          DESTINATIONS.map((destination) => describeDestination(destination, config)),
        ),
  );
}

const QUEUED: Record<Destination, string> = {
  'hosted-api': 'the hosted API',
  email: 'an email alert',
  webhook: 'a webhook alert',
  'meta-lead': "Meta's Lead event",
  'meta-qualified': "Meta's QualifiedLead event",
  'meta-won': "Meta's WonLead event",
};

/** Turns a suspected lead (or subscriber) into a normal one, queued for each destination. */
async function release(
  store: LeadStore,
  id: string | undefined,
  values: Values,
  config: ServerConfig,
) {
  if (!id || !/^\d+$/.test(id)) fail(`release needs the record's id, a number: ${id ?? '(none)'}`);
  const type: RecordType = values.subscriber ? 'subscriber' : 'lead';
  const result = await store.release(type, Number(id));
  if (result === 'not_found') stop(`No ${type} with id ${id}.`);
  if (result === 'not_suspected') stop(`${type} ${id} is not held as suspected; nothing to do.`);
  // Queued by this command's settings: without them, the server has nothing to send.
  // A lead's arrival goes to each destination but Meta's stage events, which it has not reached.
  const queued = destinationsOf(config)
    .filter((destination) => type === 'lead' || destination === 'hosted-api')
    .filter((destination) => destination !== 'meta-qualified' && destination !== 'meta-won')
    .map((destination) => QUEUED[destination]);
  console.error(
    queued.length
      ? `Released ${type} ${id}: it is exported, and queued for ${queued.join(' and ')}.`
      : `Released ${type} ${id}: it is exported; nothing is queued (set LEADS_FORWARD_BASE or LEAD_ALERT_* in this command's environment too).`,
  );
}

/** Sends a test alert on every channel that is set, and says how each went; exit 1 if one failed. */
async function alertTest(config: ServerConfig) {
  const channels = alertSenders(config);
  if (!channels.length)
    stop(
      'No alert channel is set: set LEAD_ALERT_SMTP_URL, LEAD_ALERT_EMAIL_TO and LEAD_ALERT_EMAIL_FROM, or LEAD_ALERT_WEBHOOK_URL.',
    );
  let failed = false;
  for (const { channel, sender } of channels) {
    const result = await sender
      .sendAlert(testAlert(), { test: true })
      .finally(() => sender.close());
    failed ||= !result.ok;
    const where = describeDestination(channel, config);
    console.log(
      `${where}: ${result.ok ? 'sent' : 'FAILED'} (${result.detail}, ${result.duration_ms} ms)`,
    );
  }
  if (failed) process.exitCode = 1;
}

/** The password piped in (`--password-stdin`), without the newline that ends it. */
async function passwordFromStdin(values: Values) {
  if (!values['password-stdin'])
    fail('The password is read from standard input: add --password-stdin and pipe it in.');
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

async function operator(
  store: OpenedStore,
  action: string | undefined,
  values: Values,
  config: ServerConfig,
) {
  const secret = await operatorAuthSecret(config, store.database);
  const auth = operatorAuth(
    store.database,
    secret,
    parsePublicConfig(process.env).NEXT_PUBLIC_SITE_URL,
  );
  const accounts = operatorAccounts(
    auth,
    store.database,
    `${os.userInfo().username} on ${os.hostname()}`,
  );
  const email = () => values.email ?? fail(`operator ${action} needs --email`);
  try {
    if (action === 'add') {
      const name = values.name ?? fail('operator add needs --name');
      const role = values.role ?? fail('operator add needs --role admin or --role counsellor');
      await accounts.add({ email: email(), name, role, password: await passwordFromStdin(values) });
      console.error(`Added ${role} ${email().toLowerCase()}.`);
    } else if (action === 'list') {
      const operators = await accounts.list();
      if (!operators.length) console.error('No operators yet: add one with `operator add`.');
      for (const row of operators)
        console.log(
          [
            row.email,
            row.name,
            row.role,
            row.disabled ? 'disabled' : 'active',
            row.twoFactor ? 'two-factor' : 'password only',
            row.createdAt,
          ].join('\t'),
        );
    } else if (action === 'disable') {
      await accounts.disable(email());
      console.error(`Disabled ${email()}: their sessions have ended.`);
    } else if (action === 'password') {
      await accounts.setPassword(email(), await passwordFromStdin(values));
      console.error(`Set a new password for ${email()}: their sessions have ended.`);
    } else if (action === 'hours' || action === 'leave' || action === 'cap') {
      const by = `${os.userInfo().username} on ${os.hostname()}`;
      console.error(await availabilityCommand(store.database, by)(action, email(), values));
    } else fail(`Unknown operator command: ${action ?? '(none)'}`);
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    if (error.kind === 'usage') fail(error.message);
    stop(error.message);
  }
}

async function rule(store: OpenedStore, positionals: string[], values: Values) {
  try {
    const lines = await ruleCommand(
      store.database,
      `${os.userInfo().username} on ${os.hostname()}`,
    )(positionals[1], positionals[2], values);
    for (const line of lines) console.log(line);
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    if (error.kind === 'usage') fail(error.message);
    stop(error.message);
  }
}

async function accessLog(store: OpenedStore, values: Values) {
  const since = values.since;
  if (since !== undefined && Number.isNaN(Date.parse(since)))
    fail(`--since is not a date: ${since}`);
  const rows = await listAccess(store.database, {
    since: since === undefined ? undefined : new Date(since),
    operatorEmail: values.operator,
  });
  process.stdout.write(formatAccessLog(rows));
}

/** The site's speed as visitors' browsers measured it: the last 7 and 28 days, or --days. */
async function showVitals(database: StoreDatabase, values: Values) {
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json') fail(`Unknown format: ${format}`);
  const days = values.days === undefined ? null : Number(values.days);
  if (days !== null && !(Number.isInteger(days) && days >= 1 && days <= RETENTION_DAYS))
    fail(`--days is a whole number from 1 to ${RETENTION_DAYS}: ${values.days}`);
  const report = await buildSiteSpeedReport(
    vitalsStore(database),
    new Date(),
    days === null ? REPORT_WINDOWS : [days],
  );
  process.stdout.write(
    format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatSiteSpeed(report),
  );
}

/** Whoever runs the command, for the timeline and the access log. */
const commandUser = () => `${os.userInfo().username} on ${os.hostname()}`;

/**
 * Goes on when the operator types yes on a terminal, or gave --yes; anywhere else it cannot ask,
 * so it stops.
 */
async function confirmed(values: Values, question: string) {
  if (values.yes) return true;
  if (!process.stdin.isTTY)
    fail(`This erases personal data for good: run it on a terminal to confirm, or add --yes.`);
  const prompt = readline.createInterface({ input: process.stdin, output: process.stderr });
  const answer = await prompt.question(`${question} Type yes to go on: `);
  prompt.close();
  return answer.trim().toLowerCase() === 'yes';
}

/** A person's data erased (docs/privacy.md#erasure-withdrawal-and-retention): what is held, a confirmation, what went. */
async function erasePerson(database: StoreDatabase, values: Values) {
  const person = { phone: values.phone, email: values.email };
  if (!person.phone && !person.email) fail('erase needs --phone or --email (or both)');
  const keys = personKeysOf(person);
  if (person.phone && !keys.phone)
    fail(`--phone is not an Indian mobile number (ten digits from 6 to 9): ${person.phone}`);
  if (person.email && !keys.email) fail('--email is empty');
  const data = personalData(database);
  const found = await data.find(person);
  process.stderr.write(formatFound(found));
  if (isEmpty(found)) return;
  if (!(await confirmed(values, 'Erase all of this?'))) stop('Nothing erased.');
  const by = `cli: ${commandUser()}`;
  const report = await data.erase(person, { at: new Date(), by });
  await recordAccess(database, {
    address: 'cli',
    action: 'person-erased',
    record: report.leads.length ? `leads ${report.leads.join(', ')}` : null,
    detail: `${formatErasure(report).replace(/\.\n/g, '; ')} by ${commandUser()}`,
  });
  console.log(formatErasure(report));
}

/** Leads idle for LEAD_RETENTION_DAYS, listed (--dry-run) or erased now. */
async function runRetention(database: StoreDatabase, values: Values, config: ServerConfig) {
  const retention = leadRetention(database);
  const days = config.leadRetentionDays;
  const listed = await retention.run({ now: new Date(), days, dryRun: true });
  process.stdout.write(formatIdle(listed, days));
  if (values['dry-run'] || listed.leads.length === 0) return;
  if (!(await confirmed(values, `Erase these ${listed.leads.length} leads?`)))
    stop('Nothing erased.');
  const run = await retention.run({ now: new Date(), days });
  if (run.erased?.leads.length)
    await recordAccess(database, {
      address: 'cli',
      action: 'retention-erased',
      record: `leads ${run.erased.leads.join(', ')}`,
      detail: `idle since ${run.cutoff} (LEAD_RETENTION_DAYS ${days}); by ${commandUser()}`,
    });
  console.log(formatErasure(run.erased!));
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      format: { type: 'string' },
      since: { type: 'string' },
      out: { type: 'string' },
      all: { type: 'boolean' },
      'include-suspected': { type: 'boolean' },
      subscriber: { type: 'boolean' },
      conversion: { type: 'string' },
      stage: { type: 'string' },
      value: { type: 'string' },
      currency: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      operator: { type: 'string' },
      days: { type: 'string' },
      phone: { type: 'string' },
      yes: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      set: { type: 'string' },
      clear: { type: 'boolean' },
      until: { type: 'string' },
      back: { type: 'boolean' },
      team: { type: 'string' },
      kind: { type: 'string' },
      university: { type: 'string' },
      language: { type: 'string' },
      campaign: { type: 'string' },
    },
  });
  const command = positionals[0];
  if (values.help || command === 'help') {
    console.log(USAGE);
    return;
  }
  const commands = [
    'export',
    'outbox',
    'release',
    'alert-test',
    'operator',
    'rule',
    'access-log',
    'vitals',
    'erase',
    'retention',
  ];
  if (!command || !commands.includes(command)) fail(`Unknown command: ${command ?? '(none)'}`);

  const config = serverConfig();
  if (command === 'alert-test') return alertTest(config);
  // Never creates or migrates a store: a mistyped path fails here instead of exporting nothing.
  const writes = ['release', 'operator', 'rule', 'erase', 'retention'].includes(command);
  const store = await openStore(config, writes ? 'write' : 'read');
  try {
    if (command === 'export') await exportLeads(store, values);
    else if (command === 'release') await release(store, positionals[1], values, config);
    else if (command === 'operator') await operator(store, positionals[1], values, config);
    else if (command === 'rule') await rule(store, positionals, values);
    else if (command === 'access-log') await accessLog(store, values);
    else if (command === 'vitals') await showVitals(store.database, values);
    else if (command === 'erase') await erasePerson(store.database, values);
    else if (command === 'retention') await runRetention(store.database, values, config);
    else await showOutbox(store, values, config);
  } finally {
    await store.close();
  }
}

main().catch((error: Error) => stop(error.message));
