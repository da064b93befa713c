import 'server-only';
import { sql } from 'kysely';
import type { StoreDatabase } from '../store/store-database';

// The operators a lead's page names: every account, so a timeline row keeps its author's name
// after the account is disabled, and the active ones an admin may give the lead to.

export type NamedOperator = { id: string; name: string; active: boolean };

export async function operatorNames(database: StoreDatabase): Promise<NamedOperator[]> {
  const rows = await database.db
    .selectFrom('operator')
    .select(['id', 'name', sql<boolean | number | null>`banned`.as('banned')])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(({ id, name, banned }) => ({ id, name, active: !banned }));
}
