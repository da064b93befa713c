// Operators' command:
//   npm run leads -- export --format csv|json [--since DATE] [--out FILE] [--include-suspected]
//   npm run leads -- outbox [--all] [--format table|json]
//   npm run leads -- release <id> [--subscriber]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { toCsv, toJson } from '@/lib/server/lead-export';
import type { LeadStore } from '@/lib/server/lead-store';
import { openStore } from '@/lib/server/open-store';
import { formatOutboxReport, outboxReport } from '@/lib/server/outbox-report';
import { serverConfig } from '@/lib/server/server-config';

const USAGE = `Usage:
  npm run leads -- export --format csv|json [--since YYYY-MM-DD] [--out FILE] [--include-suspected]
  npm run leads -- outbox [--all] [--format table|json]
  npm run leads -- release <id> [--subscriber]`;

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
};

async function exportLeads(store: LeadStore, values: Values) {
  const format = values.format ?? 'csv';
  if (format !== 'csv' && format !== 'json') fail(`Unknown format: ${format}`);
  const since = values.since;
  if (since !== undefined && Number.isNaN(Date.parse(since)))
    fail(`--since is not a date: ${since}`);
  const list = {
    since: since === undefined ? '' : new Date(since).toISOString(),
    includeSuspected: values['include-suspected'] ?? false,
  };
  const data = {
    leads: await store.listLeads(list),
    subscribers: await store.listSubscribers(list),
  };
  const output = format === 'csv' ? toCsv(data, list) : toJson(data, list);
  if (values.out) {
    fs.writeFileSync(values.out, output);
    console.error(
      `Wrote ${data.leads.length} leads and ${data.subscribers.length} subscribers to ${values.out}`,
    );
  } else {
    process.stdout.write(output);
  }
}

async function showOutbox(store: LeadStore, values: Values, forwardBase: string | null) {
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
      : formatOutboxReport(report, forwardBase),
  );
}

/** Turns a suspected lead (or subscriber) into a normal one, queued for forwarding. */
async function release(store: LeadStore, id: string | undefined, values: Values) {
  if (!id || !/^\d+$/.test(id)) fail(`release needs the record's id, a number: ${id ?? '(none)'}`);
  const type = values.subscriber ? 'subscriber' : 'lead';
  const result = await store.release(type, Number(id));
  if (result === 'not_found') stop(`No ${type} with id ${id}.`);
  if (result === 'not_suspected') stop(`${type} ${id} is not held as suspected; nothing to do.`);
  console.error(`Released ${type} ${id}: it is exported and forwarded like any other.`);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      since: { type: 'string' },
      out: { type: 'string' },
      all: { type: 'boolean' },
      'include-suspected': { type: 'boolean' },
      subscriber: { type: 'boolean' },
    },
  });
  const command = positionals[0];
  if (command !== 'export' && command !== 'outbox' && command !== 'release')
    fail(`Unknown command: ${command ?? '(none)'}`);

  const config = serverConfig();
  // Never creates or migrates a store: a mistyped path fails here instead of exporting nothing.
  const store = await openStore(config, command === 'release' ? 'write' : 'read');
  try {
    if (command === 'export') await exportLeads(store, values);
    else if (command === 'release') await release(store, positionals[1], values);
    else await showOutbox(store, values, config.forwardBase);
  } finally {
    await store.close();
  }
}

main().catch((error: Error) => stop(error.message));
