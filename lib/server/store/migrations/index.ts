// Every migration in order, bundled with the code (a standalone build has no lib/ to read files
// from). A new one is a new file here, appended to the list, named after the last.
import type { Migration, MigrationProvider } from 'kysely';
import type { Engine } from '../schema';
import type { StoreMigration } from './migration';
import { migration001 } from './001-init';
import { migration002 } from './002-outbox';
import { migration003 } from './003-suspected';
import { migration004 } from './004-attribution';
import { migration005 } from './005-idempotency-digest';
import { migration006 } from './006-language';
import { migration007 } from './007-outbox-destinations';
import { migration008 } from './008-first-attempt';
import { migration009 } from './009-operators';
import { migration010 } from './010-vitals';
import { migration011 } from './011-lead-work';
import { migration012 } from './012-queue-indexes';
import { migration013 } from './013-ad-identifiers';
import { migration014 } from './014-rights-requests';
import { migration015 } from './015-lead-enquiries';
import { migration016 } from './016-privacy-marks';
import { migration017 } from './017-lead-merges';
import { migration018 } from './018-outbox-cancelled';
import { migration019 } from './019-personal-data';
import { migration020 } from './020-rights-request-handling';
import { migration021 } from './021-operator-hardening';
import { migration022 } from './022-contact-checks';
import { migration023 } from './023-visit-counts';
import { migration024 } from './024-funnel';
import { migration026 } from './026-lead-assignment';
import { migration027 } from './027-funnel-reads';
import { migration028 } from './028-push-subscriptions';
import { migration029 } from './029-merged-assignments';
import { migration030 } from './030-visit-limits';
import { migration031 } from './031-phone-checks';
import { migration032 } from './032-university-delivery';
import { migration033 } from './033-lead-channels';
import { migration034 } from './034-phone-check-history';
import { migration035 } from './035-erasure-tasks';
import { migration037 } from './037-sheet-imports';
import { migration038 } from './038-university-portal';
import { migration039 } from './039-portal-list-indexes';
import { migration040 } from './040-outbox-pending';

export const MIGRATIONS: StoreMigration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
  migration008,
  migration009,
  migration010,
  migration011,
  migration012,
  migration013,
  migration014,
  migration015,
  migration016,
  migration017,
  migration018,
  migration019,
  migration020,
  migration021,
  migration022,
  migration023,
  migration024,
  migration026,
  migration027,
  migration028,
  migration029,
  migration030,
  migration031,
  migration032,
  migration033,
  migration034,
  migration035,
  migration037,
  migration038,
  migration039,
  migration040,
];

/** The migrations as Kysely's Migrator takes them, for one engine. */
export const migrationProvider = (engine: Engine): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      MIGRATIONS.map(({ name, up }): [string, Migration] => [name, { up: (db) => up(db, engine) }]),
    ),
});
