import 'server-only';
import { hoursCopy } from '@/content/inbox-assignment';
import { dailyCapInput, leaveUntilInput, readInput } from '@/lib/assignment/availability-input';
import { formatHours, HoursError, parseHours } from '@/lib/assignment/working-hours';
import { OperatorError } from './operator-error';
import { recordAccess } from './access-log';
import type { StoreDatabase } from '../store/store-database';
import { availabilityStore } from '../assignment/availability';

// `npm run leads -- operator hours|leave|cap`: a counsellor's availability from a set-up script,
// as the inbox's admin page sets it, its leave and cap read by the page's own schemas
// (availability-input.ts); each change in the access log, made by `cli`.

export type AvailabilityAction = 'hours' | 'leave' | 'cap';

export type AvailabilityOptions = {
  set?: string;
  clear?: boolean;
  until?: string;
  back?: boolean;
};

/** One of the two ways, never both nor neither. */
function oneOf(action: string, a: [string, unknown], b: [string, unknown]) {
  const given = [a, b].filter(([, value]) => value !== undefined && value !== false);
  if (given.length !== 1)
    throw new OperatorError(`operator ${action} needs either --${a[0]} or --${b[0]}.`, 'usage');
  return given[0][0];
}

/** What the Hours form's schema reads from an option, or its refusal in the form's words. */
function read<T>(schema: Parameters<typeof readInput<T>>[0], text: string): T {
  const value = readInput(schema, text);
  if (typeof value === 'object' && value !== null && 'problem' in value)
    throw new OperatorError(value.problem, 'usage');
  return value as T;
}

export function availabilityCommand(database: StoreDatabase, by: string) {
  const availability = availabilityStore(database);
  return async (action: AvailabilityAction, email: string, options: AvailabilityOptions) => {
    const id = await availability.idOf(email);
    if (!id) throw new OperatorError(`No operator has the email ${email}.`, 'failed');
    let change: Parameters<typeof availability.set>[1];
    let said: string;
    try {
      if (action === 'hours') {
        const way = oneOf(action, ['set', options.set], ['clear', options.clear]);
        const hours = way === 'set' ? parseHours(options.set!) : null;
        change = { hours };
        said = hours ? hoursCopy.hoursSaid(formatHours(hours)) : hoursCopy.anyTime;
      } else if (action === 'leave') {
        const way = oneOf(action, ['until', options.until], ['back', options.back]);
        const until = way === 'until' ? read(leaveUntilInput(new Date()), options.until!) : null;
        change = { leaveUntil: until };
        said = until ? hoursCopy.leaveSaid(until) : hoursCopy.notOnLeave;
      } else {
        const way = oneOf(action, ['set', options.set], ['clear', options.clear]);
        const cap = way === 'set' ? read(dailyCapInput, options.set!) : null;
        change = { dailyCap: cap };
        said = hoursCopy.capSaid(cap);
      }
    } catch (error) {
      if (error instanceof HoursError) throw new OperatorError(error.message, 'usage');
      throw error;
    }
    await availability.set(id, change);
    await recordAccess(database, {
      address: 'cli',
      action: 'availability-set',
      record: `operator ${email.trim().toLowerCase()}`,
      detail: `${said}, by ${by}`,
    });
    return `${email.trim().toLowerCase()}: ${said}.`;
  };
}
