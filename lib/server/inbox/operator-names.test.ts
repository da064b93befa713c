/** @jest-environment node */
import { sql } from 'kysely';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { operatorNames } from './operator-names';

describe.each(ENGINES)('%s: the operators a lead’s page names', (engine) => {
  const store = withStore(engine);

  beforeEach(async () => {
    const operators: [string, string, 0 | 1 | null][] = [
      ['op-ravi', 'Ravi Kumar', 0],
      ['op-asha', 'Asha Verma', null],
      ['op-old', 'Old Counsellor', 1],
    ];
    for (const [id, name, banned] of operators)
      await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role, banned)
        values (${id}, ${name}, ${`${id}@agency.in`}, ${0}, ${'2026-11-01T00:00:00.000Z'},
        ${'2026-11-01T00:00:00.000Z'}, ${'counsellor'}, ${banned})`.execute(store().database.db);
  });

  it('lists every operator by name, a disabled one marked inactive', async () => {
    expect(await operatorNames(store().database)).toEqual([
      { id: 'op-asha', name: 'Asha Verma', active: true },
      { id: 'op-old', name: 'Old Counsellor', active: false },
      { id: 'op-ravi', name: 'Ravi Kumar', active: true },
    ]);
  });
});
