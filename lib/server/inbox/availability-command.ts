import 'server-only';
import { formatHours, HoursError, parseDate, parseHours } from '@/lib/assignment/working-hours';
import { OperatorError } from './operator-error';
import { recordAccess } from './access-log';
import type { StoreDatabase } from '../store/store-database';
import { availabilityStore } from '../assignment/availability';

// `npm run leads -- operator hours|leave|cap`: a counsellor's availability from a set-up script,
// as the inbox's admin page sets it; each change in the access log, made by `cli`.

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
        said = hours ? `hours ${formatHours(hours)} (India time)` : 'no hours: available any time';
      } else if (action === 'leave') {
        const way = oneOf(action, ['until', options.until], ['back', options.back]);
        const until = way === 'until' ? parseDate(options.until!) : null;
        change = { leaveUntil: until };
        said = until ? `on leave until ${until} (back the day after)` : 'back from leave';
      } else {
        const way = oneOf(action, ['set', options.set], ['clear', options.clear]);
        const cap = way === 'set' ? Number(options.set) : null;
        if (cap !== null && !(Number.isInteger(cap) && cap >= 1))
          throw new OperatorError(`--set is not a number of leads: ${options.set}`, 'usage');
        change = { dailyCap: cap };
        said = cap === null ? 'no daily cap' : `at most ${cap} new leads a day`;
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
