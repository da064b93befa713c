// Every migration in order, bundled with the code (a standalone build has no lib/ to read files
// from). A new one is a new file here, appended to the list, with SQL for both engines.
import type { Migration } from './migration';
import { migration001 } from './001-init';
import { migration002 } from './002-outbox';
import { migration003 } from './003-suspected';
import { migration004 } from './004-attribution';
import { migration005 } from './005-idempotency-digest';
import { migration006 } from './006-language';
import { migration007 } from './007-outbox-destinations';
import { migration008 } from './008-first-attempt';

export const MIGRATIONS: Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
  migration008,
];
