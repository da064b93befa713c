// Operators' command: `npm run leads -- export --format csv|json [--since DATE] [--out FILE]`.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { toCsv, toJson } from '@/lib/server/lead-export';
import { serverConfig } from '@/lib/server/server-config';
import { openSqliteStore } from '@/lib/server/sqlite-store';

const USAGE = 'Usage: npm run leads -- export --format csv|json [--since YYYY-MM-DD] [--out FILE]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'csv' },
      since: { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (positionals[0] !== 'export') fail(`Unknown command: ${positionals[0] ?? '(none)'}`);
  if (values.format !== 'csv' && values.format !== 'json') fail(`Unknown format: ${values.format}`);
  const since = values.since;
  if (since !== undefined && Number.isNaN(Date.parse(since)))
    fail(`--since is not a date: ${since}`);

  const config = serverConfig();
  const store = openSqliteStore(config.dbPath, { synchronous: config.synchronous });
  const sinceIso = since === undefined ? '' : new Date(since).toISOString();
  const data = {
    leads: await store.listLeads(sinceIso),
    subscribers: await store.listSubscribers(sinceIso),
  };
  store.close();

  const output = values.format === 'csv' ? toCsv(data) : toJson(data);
  if (values.out) {
    fs.writeFileSync(values.out, output);
    console.error(
      `Wrote ${data.leads.length} leads and ${data.subscribers.length} subscribers to ${values.out}`,
    );
  } else {
    process.stdout.write(output);
  }
}

main().catch((error: Error) => fail(error.message));
