import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/** A held record: suspected and not released, so listed only when asked for, and never sent. */
export const held = <T extends 'leads' | 'subscribers'>(eb: ExpressionBuilder<Database, T>) =>
  eb.and([eb('suspected_reason', 'is not', null), eb('released_at', 'is', null)]);
