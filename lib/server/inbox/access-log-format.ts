import 'server-only';
import type { AccessRow } from './access-log';

/** The access log as the command prints it: one tab-separated line a row, oldest first. */
export function formatAccessLog(rows: AccessRow[]) {
  const head = ['at', 'operator', 'address', 'action', 'record', 'detail'];
  const lines = rows.map((row) =>
    [row.at, row.operatorEmail, row.address, row.action, row.record, row.detail]
      .map((cell) => (cell ?? '-').replace(/[\t\n\r]/g, ' '))
      .join('\t'),
  );
  return [head.join('\t'), ...lines].join('\n') + '\n';
}
