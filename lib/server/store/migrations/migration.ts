/**
 * One step of the lead store's schema, for both engines. The name is what each database records
 * in schema_migrations once the step is applied (the .sql suffix is the history's, kept from when
 * these were files), so both engines share one list and one history.
 */
export type Migration = { name: string; sqlite: string; postgres: string };
