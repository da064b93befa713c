import type { Availability, WeekHours } from '@/lib/assignment/working-hours';
import type { OperatorAvailabilityTable } from '../store/schema';

// A counsellor's stored availability (operator_availability, migration 026) as the working-time
// functions take it; apart from availability.ts so that the store's assignment reads it without
// importing the store.

type Row = Pick<OperatorAvailabilityTable, 'hours' | 'leave_until'>;

/** A stored row as the working-time functions take it: no row, or no hours, is any time. */
export const availabilityOf = (row: Partial<Row>): Availability => ({
  hours: row.hours ? (JSON.parse(row.hours) as WeekHours) : null,
  leaveUntil: row.leave_until ?? null,
});
