import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Engine } from '../schema';

/** Tables as a step sees them: as they were then, not as the code's current types have them. */
type AnyTables = Record<string, Record<string, unknown>>;

/**
 * One step of the lead store's schema, written once for both engines with Kysely's schema
 * builder; `engine` is consulted only where the engines' schemas differ. The name is what each
 * database records in schema_migrations once the step is applied (the .sql suffix is the
 * history's, kept from when these were files), so both engines share one list and one history.
 * A step is never changed once released: databases in the field have applied it.
 */
export type StoreMigration = {
  name: string;
  up(db: Kysely<AnyTables>, engine: Engine): Promise<void>;
};

/** The column types that differ: a time, a yes or no, a measure (PostgreSQL's `real` is 4 bytes). */
export const columnTypes = (engine: Engine) =>
  engine === 'sqlite'
    ? ({ timestamp: 'text', flag: 'integer', measure: 'real' } as const)
    : ({ timestamp: 'timestamptz', flag: 'boolean', measure: 'double precision' } as const);

/** A row's id, numbered by the database. */
export const idColumn = (engine: Engine) => (column: ColumnDefinitionBuilder) =>
  engine === 'sqlite'
    ? column.primaryKey().autoIncrement()
    : column.generatedAlwaysAsIdentity().primaryKey();

export const notNull = (column: ColumnDefinitionBuilder) => column.notNull();

export const emptyByDefault = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo('');
