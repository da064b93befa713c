import 'server-only';
import type { StoreDatabase } from '../store/store-database';
import type { AccessAction } from '../inbox/access-log';

// What admins did about one rights request, read back from the access log, where each action is
// written with the request's reference as its record (never the person's phone or email).

export const REQUEST_ACTIONS = [
  'access-copy-sent',
  'person-withdrawn',
  'person-erased',
  'request-answered',
  'contact-code-sent',
  'contact-verified',
  'contact-code-refused',
] as const satisfies readonly AccessAction[];

export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export type RequestHistoryRow = {
  id: number;
  at: string;
  action: RequestAction;
  operatorEmail: string | null;
  detail: string | null;
};

/** The request's actions, oldest first. */
export async function requestHistory(
  database: StoreDatabase,
  reference: string,
): Promise<RequestHistoryRow[]> {
  const rows = await database.db
    .selectFrom('access_log')
    .select(['id', 'at', 'action', 'operator_email', 'detail'])
    .where('record', '=', reference)
    .where('action', 'in', [...REQUEST_ACTIONS])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    action: row.action as RequestAction,
    operatorEmail: row.operator_email,
    detail: row.detail,
  }));
}
