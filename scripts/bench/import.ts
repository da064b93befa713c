// `npm run bench:import`: a portal's 20,000-row sheet imported (issue 74's goal: ≤ 20 s, all or
// nothing), per engine (the npm script runs under scripts/test/with-postgres.mjs). The sheet is a
// CSV of 20,000 students for Amity, a tenth of them people already in the inbox (their rows join
// as repeat enquiries); three counsellors share the new leads. Timed apart: the upload's reading
// and holding, the check the preview shows, and the import itself, which checks the rows again and
// stores every lead, enquiry, outbox item and owner in one transaction. Exits non-zero on a miss.
import { sheetService } from '@/lib/server/channels/sheet-service';
import { isoTimestamps } from '@/lib/server/store/iso-timestamps';
import { serverConfig } from '@/lib/server/server-config';
import { addOperators } from '@/test-support/operators';
import { sampleAdmission } from '@/test-support/sample-lead';
import { SHIKSHA_COLUMNS, SHIKSHA_HEADER } from '@/test-support/sample-sheet';
import { channelContext } from '@/test-support/channel-context';
import { ENGINES, freshDatabase, type Engine } from '@/test-support/test-databases';

const ROWS = 20_000;
/** Every tenth row is a person who wrote to Amity on our pages before. */
const KNOWN_EVERY = 10;
const GOAL_MS = 20_000;
const ADMIN = { id: 'op-admin' };

const phone = (n: number) => String(7_000_000_000 + n);
const email = (n: number) => `student${n}@example.in`;

const sheet = () =>
  new TextEncoder().encode(
    [
      SHIKSHA_HEADER,
      ...Array.from(
        { length: ROWS },
        (_, n) => `SH-${n},Student ${n},+91 ${phone(n)},${email(n)},MBA,Noida`,
      ),
    ].join('\r\n'),
  );

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

async function run(engine: Engine) {
  const database = await freshDatabase(engine);
  const config = serverConfig({
    ...database.env,
    LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/bench-hook',
  });
  const ctx = await channelContext(config);
  try {
    const db = ctx.store.database.db.withPlugin(isoTimestamps);
    await addOperators(db, [
      { id: 'op-admin', name: 'Meera', role: 'admin' },
      { id: 'op-a', name: 'Asha' },
      { id: 'op-b', name: 'Bela' },
      { id: 'op-c', name: 'Chirag' },
    ]);
    for (let n = 0; n < ROWS; n += KNOWN_EVERY)
      await ctx.store.insertLead(
        sampleAdmission({
          name: `Student ${n}`,
          phone: phone(n),
          email: email(n),
          reason: 'Admission enquiry: Amity University',
        }),
      );
    const sheets = sheetService(ctx);
    const now = new Date();
    const held = await timed(() =>
      sheets.hold(ADMIN.id, { source: 'Shiksha', fileName: 'shiksha.csv', bytes: sheet() }, now),
    );
    if (!held.result.ok) throw new Error(held.result.problem);
    const id = held.result.id;
    await sheets.map(ADMIN, id, { columns: SHIKSHA_COLUMNS, university: 'amity' }, now);
    const viewed = await timed(() => sheets.view(ADMIN.id, id, now));
    const imported = await timed(() =>
      sheets.importSheet(ADMIN, id, viewed.result!.checkedMapping!, now),
    );
    const owned = await db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('channel', '=', 'import')
      .where('owner_id', 'is not', null)
      .executeTakeFirstOrThrow();
    return {
      engine,
      held: held.ms,
      checked: viewed.ms,
      imported: imported.ms,
      outcome: imported.result,
      owned: Number(owned.count),
    };
  } finally {
    await ctx.store.close();
    await database.drop();
  }
}

async function main() {
  const engines = process.env.TEST_DATABASE_URL ? ENGINES : (['sqlite'] as const);
  let missed = false;
  console.log(
    `${ROWS.toLocaleString('en-IN')} rows, every ${KNOWN_EVERY}th a person already in the inbox`,
  );
  console.log('engine    upload ms  check ms  import ms  new     repeats  owned');
  for (const engine of engines) {
    const result = await run(engine);
    const counts = result.outcome.outcome === 'imported' ? result.outcome.counts : null;
    console.log(
      `${engine.padEnd(9)} ${String(result.held).padEnd(10)} ${String(result.checked).padEnd(9)} ${String(result.imported).padEnd(10)} ${String(counts?.stored ?? '-').padEnd(7)} ${String(counts?.repeats ?? '-').padEnd(8)} ${result.owned}`,
    );
    if (!counts || counts.stored + counts.repeats !== ROWS || result.imported > GOAL_MS)
      missed = true;
  }
  if (missed) {
    console.error(`Missed: every row imported, the import ≤ ${GOAL_MS / 1000} s.`);
    process.exitCode = 1;
  }
}

void main();
