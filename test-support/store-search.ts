// Test support: the store's tables and columns as the database itself lists them, and a search of
// every value of every row of every table for a person's phone and email in every form the code
// writes them (as typed, ten digits, +91…, 91…, lower case, Google's and Meta's SHA-256).
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  e164Phone,
  googleEmail,
  indianMobile,
  metaEmail,
  metaPhone,
} from '@/lib/ads/contact-normalisation';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every table (SQLite's own left out) with its columns, from the catalogue. */
export async function storeSchema(db: AnyDb, engine: 'sqlite' | 'postgres') {
  const schema = new Map<string, string[]>();
  if (engine === 'sqlite') {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master
      where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
    for (const { name } of rows) {
      const columns = await sql<{
        name: string;
      }>`select name from pragma_table_xinfo(${name})`.execute(db);
      schema.set(
        name,
        columns.rows.map((column) => column.name),
      );
    }
  } else {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
    for (const { table_name, column_name } of rows)
      schema.set(table_name, [...(schema.get(table_name) ?? []), column_name]);
  }
  return schema;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The strings that would betray the person, in every form the store could hold them. */
export function personForms({ phone, email }: { phone: string; email: string }) {
  const digits = indianMobile(phone)!;
  const needles = [
    phone,
    digits,
    e164Phone(phone)!,
    metaPhone(phone)!,
    email.trim(),
    email.trim().toLowerCase(),
    googleEmail(email),
    sha256(e164Phone(phone)!),
    sha256(metaPhone(phone)!),
    sha256(googleEmail(email)),
    sha256(metaEmail(email)),
  ];
  return { digits, needles: [...new Set(needles)] };
}

export type Finding = { table: string; column: string; value: string };

/** Every value (of any type, as text) of every column of every table that `matches`. */
async function findValues(
  db: AnyDb,
  engine: 'sqlite' | 'postgres',
  matches: (value: string) => boolean,
): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const [table, columns] of await storeSchema(db, engine)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    for (const row of rows)
      for (const column of columns) {
        const raw = row[column];
        if (raw === null || raw === undefined) continue;
        const value = raw instanceof Date ? raw.toISOString() : String(raw);
        if (matches(value)) found.push({ table, column, value });
      }
  }
  return found;
}

/**
 * Every value in the store that holds one of the person's forms, or their ten digits once
 * separators are taken out ("98765 43210").
 */
export function findPerson(
  db: AnyDb,
  engine: 'sqlite' | 'postgres',
  person: { phone: string; email: string },
): Promise<Finding[]> {
  const { digits, needles } = personForms(person);
  const lower = needles.map((needle) => needle.toLowerCase());
  return findValues(
    db,
    engine,
    (value) =>
      lower.some((needle) => value.toLowerCase().includes(needle)) ||
      value.replace(/\D/g, '').includes(digits),
  );
}

/** Every value in the store that holds one of these texts (a name), in any case. */
export function findText(
  db: AnyDb,
  engine: 'sqlite' | 'postgres',
  texts: string[],
): Promise<Finding[]> {
  const lower = texts.map((text) => text.toLowerCase());
  return findValues(db, engine, (value) =>
    lower.some((text) => value.toLowerCase().includes(text)),
  );
}
