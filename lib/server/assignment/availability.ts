import 'server-only';
import type { Availability, WeekHours } from '@/lib/assignment/working-hours';
import { availabilityOf } from './stored-availability';
import type { Db } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { isoTimestamps } from '../store/iso-timestamps';

// Counsellors' working hours, leave and daily cap (operator_availability, migration 026), set in
// the inbox or by `npm run leads -- operator hours|leave`. No row, or no hours: any time.

export type OperatorAvailability = Availability & {
  operatorId: string;
  name: string;
  email: string;
  role: string | null;
  dailyCap: number | null;
};

type Change = Partial<{
  hours: WeekHours | null;
  leaveUntil: string | null;
  dailyCap: number | null;
}>;

export function availabilityStore(database: StoreDatabase) {
  const db = database.db.withPlugin(isoTimestamps);

  const write = (trx: Db, operatorId: string, change: Change) => {
    const values = {
      ...(change.hours !== undefined
        ? { hours: change.hours === null ? null : JSON.stringify(change.hours) }
        : {}),
      ...(change.leaveUntil !== undefined ? { leave_until: change.leaveUntil } : {}),
      ...(change.dailyCap !== undefined ? { daily_cap: change.dailyCap } : {}),
      updated_at: new Date().toISOString(),
    };
    return trx
      .insertInto('operator_availability')
      .values({ operator_id: operatorId, ...values })
      .onConflict((conflict) => conflict.column('operator_id').doUpdateSet(values))
      .execute();
  };

  return {
    /** Every operator who is not disabled, by name, with their availability. */
    async list(): Promise<OperatorAvailability[]> {
      const rows = await db
        .selectFrom('operator')
        .leftJoin('operator_availability', 'operator_availability.operator_id', 'operator.id')
        .select([
          'operator.id',
          'operator.name',
          'operator.email',
          'operator.role',
          'operator_availability.hours',
          'operator_availability.leave_until',
          'operator_availability.daily_cap',
        ])
        .where((eb) => eb.or([eb('operator.banned', 'is', null), eb('operator.banned', '=', 0)]))
        .orderBy('operator.name')
        .orderBy('operator.id')
        .execute();
      return rows.map((row) => ({
        operatorId: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        dailyCap: row.daily_cap,
        ...availabilityOf(row),
      }));
    },

    /** One operator's, by id; null when there is no such operator. */
    async get(operatorId: string) {
      return (await this.list()).find((row) => row.operatorId === operatorId) ?? null;
    },

    /** The operator's id by email (the command names them so); null when there is none. */
    async idOf(email: string) {
      const row = await db
        .selectFrom('operator')
        .select('id')
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Sets what is given, keeping the rest. */
    set: (operatorId: string, change: Change) => write(db, operatorId, change),
  };
}

export type AvailabilityStore = ReturnType<typeof availabilityStore>;
