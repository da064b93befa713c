// `leads access-log`: who looked at or changed what.
import { formatAccessLog } from '@/lib/server/inbox/access-log-format';
import type { CommandServices } from '@/lib/server/site/command-services';
import { fail, type Values } from './cli';

export async function accessLog(services: CommandServices, values: Values) {
  const since = values.since;
  if (since !== undefined && Number.isNaN(Date.parse(since)))
    fail(`--since is not a date: ${since}`);
  const rows = await services.accessLog({
    since: since === undefined ? undefined : new Date(since),
    operatorEmail: values.operator,
  });
  process.stdout.write(formatAccessLog(rows));
}
