// Test support: operators written straight into the store's table, as Better Auth would keep them.
import { sql } from 'kysely';
import type { Db } from '@/lib/server/store/schema';

export type TestOperator = {
  id: string;
  name: string;
  role?: 'admin' | 'counsellor' | 'university';
  banned?: boolean;
  /** A university user's university (`amity`). */
  university?: string;
};

/** Adds each operator (a counsellor unless said), with an email made from its id. */
export async function addOperators(db: Db, operators: TestOperator[]) {
  for (const { id, name, role = 'counsellor', banned = false, university = null } of operators)
    await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role, banned, university)
      values (${id}, ${name}, ${`${id}@agency.in`}, ${0}, ${'2026-11-01T00:00:00.000Z'},
      ${'2026-11-01T00:00:00.000Z'}, ${role}, ${banned ? 1 : 0}, ${university})`.execute(db);
}
