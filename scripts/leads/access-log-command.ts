// `leads access-log`: who looked at or changed what.
import { listAccess } from '@/lib/server/inbox/access-log';
import { formatAccessLog } from '@/lib/server/inbox/access-log-format';
import type { OpenedStore } from '@/lib/server/arrival/open-store';
import { fail, type Values } from './cli';

export async function accessLog(store: OpenedStore, values: Values) {
  const since = values.since;
  if (since !== undefined && Number.isNaN(Date.parse(since)))
    fail(`--since is not a date: ${since}`);
  const rows = await listAccess(store.database, {
    since: since === undefined ? undefined : new Date(since),
    operatorEmail: values.operator,
  });
  process.stdout.write(formatAccessLog(rows));
}
