import 'server-only';
import { sql, type Compilable, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, Engine } from './schema';

// The pieces of a query the engines write differently, so that a module above the store writes
// one query for both (docs/architecture.md#engine-and-locks-behind-the-store).

/** A select that may lock the rows it reads until its transaction ends. */
type Lockable<Q> = { forUpdate(): Q };

/** A write run alone or as part of another statement. */
export type Write = Compilable & { execute(): Promise<unknown> };

/** An insert of one row, `returning id`. */
type IdInsert = Compilable & { executeTakeFirstOrThrow(): Promise<{ id: number | string }> };

export function engineSql(engine: Engine) {
  const sqlite = engine === 'sqlite';
  return {
    /** `like` that ignores case (SQLite's `like` already does for ASCII; PostgreSQL's `ilike`). */
    likeAnyCase: sql.raw(sqlite ? 'like' : 'ilike'),

    /** The India day (`2026-12-07`) of a time column, as text. */
    indiaDay: (column: string): RawBuilder<string> =>
      sqlite
        ? sql<string>`date(${sql.ref(column)}, '+330 minutes')`
        : sql<string>`cast(cast(${sql.ref(column)} at time zone 'Asia/Kolkata' as date) as text)`,

    /**
     * The median of the whole seconds from one time column to another, in milliseconds, over the
     * rows where `where` holds; never below 0. SQLite's median is PostgreSQL's
     * percentile_cont(0.5): the mean of the middle two.
     */
    medianMillisBetween: (
      from: string,
      to: string,
      where: Expression<SqlBool>,
    ): RawBuilder<number | null> =>
      sqlite
        ? sql`median(max(0, round((julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 86400)) * 1000) filter (where ${where})`
        : sql`percentile_cont(0.5) within group (order by greatest(0, round(date_part('epoch', ${sql.ref(to)} - ${sql.ref(from)}))) * 1000) filter (where ${where})`,

    /**
     * Locks the rows read until the transaction ends where the engine locks rows (PostgreSQL);
     * SQLite's write transaction already holds the whole database. For `.$call(...)`.
     */
    forUpdate: <Q extends Lockable<Q>>(query: Q): Q => (sqlite ? query : query.forUpdate()),

    /**
     * Whether a search reads its matches once, then pages and counts them (lead-queue.ts): left to
     * choose, PostgreSQL's planner may walk the queue's index testing each lead against a rare
     * term; SQLite plans the page and the counts well apart.
     */
    searchMatchesFirst: !sqlite,

    /**
     * An insert and the writes that need its id, in one statement where the engine can:
     * PostgreSQL's data-modifying `with`, one round trip to the database for a transaction that
     * holds a lock every arrival waits for (docs/performance.md#the-assignments-lock). SQLite,
     * within the process, runs them in turn. `then` gets the id as a number, or as an expression
     * within the statement. The new row's id.
     */
    async insertThen(
      trx: Db,
      insert: IdInsert,
      then: (id: number | Expression<number>) => Write[],
    ): Promise<number> {
      if (sqlite) {
        const id = Number((await insert.executeTakeFirstOrThrow()).id);
        for (const write of then(id)) await write.execute();
        return id;
      }
      const writes = then(sql<number>`(select id from inserted)`).map(
        (write, index) => sql`, ${sql.id(`write_${index}`)} as (${write})`,
      );
      const { rows } = await sql<{ id: number | string }>`with inserted as (${insert})${sql.join(
        writes,
        sql``,
      )} select id from inserted`.execute(trx);
      return Number(rows[0].id);
    },
  };
}

export type EngineSql = ReturnType<typeof engineSql>;
