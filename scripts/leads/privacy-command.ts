// `leads erase` and `leads retention`: personal data erased, for one person or for idle leads.
import readline from 'node:readline/promises';
import type { CommandServices } from '@/lib/server/site/command-services';
import { personKeysOf } from '@/lib/server/privacy/personal-data-types';
import {
  formatErasure,
  formatFound,
  formatIdle,
  isEmpty,
} from '@/lib/server/privacy/personal-data-text';
import type { ServerConfig } from '@/lib/server/server-config';
import { fail, stop, type Values } from './cli';

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
export async function erasePerson(services: CommandServices, values: Values) {
  const person = { phone: values.phone, email: values.email };
  if (!person.phone && !person.email) fail('erase needs --phone or --email (or both)');
  const keys = personKeysOf(person);
  if (person.phone && !keys.phone)
    fail(`--phone is not an Indian mobile number (ten digits from 6 to 9): ${person.phone}`);
  if (person.email && !keys.email) fail('--email is empty');
  const data = await services.personalData();
  const found = await data.find(person);
  process.stderr.write(formatFound(found));
  if (isEmpty(found)) return;
  if (!(await confirmed(values, 'Erase all of this?'))) stop('Nothing erased.');
  const { by } = services.actor;
  const report = await data.erase(person, { at: new Date(), by: `cli: ${by}` });
  await services.log({
    action: 'person-erased',
    record: report.leads.length ? `leads ${report.leads.join(', ')}` : null,
    detail: `${formatErasure(report).replace(/\.\n/g, '; ')} by ${by}`,
  });
  console.log(formatErasure(report));
}

/** Leads idle for LEAD_RETENTION_DAYS, listed (--dry-run) or erased now. */
export async function runRetention(
  services: CommandServices,
  values: Values,
  config: ServerConfig,
) {
  const retention = await services.retention();
  const days = config.leadRetentionDays;
  const listed = await retention.run({ now: new Date(), days, dryRun: true });
  process.stdout.write(formatIdle(listed, days));
  if (values['dry-run'] || listed.leads.length === 0) return;
  if (!(await confirmed(values, `Erase these ${listed.leads.length} leads?`)))
    stop('Nothing erased.');
  const run = await retention.run({ now: new Date(), days });
  if (run.erased?.leads.length)
    await services.log({
      action: 'retention-erased',
      record: `leads ${run.erased.leads.join(', ')}`,
      detail: `idle since ${run.cutoff} (LEAD_RETENTION_DAYS ${days}); by ${services.actor.by}`,
    });
  console.log(formatErasure(run.erased!));
}
