/** @jest-environment node */
import path from 'node:path';
import { filesUnder, read, relative, ROOT } from '@/test-support/source-files';

// One writer per table (docs/architecture.md#who-writes-each-table): every insert, update and
// delete the site's code makes, found in its source, is in the module that table names. A second
// writer is how a merge once deleted a lead and left its outbox rows for an erasure to miss.

const SERVER = 'lib/server/';

/** Each table's writers: the modules of app/, components/, lib/ and the commands that write it. */
function writersInCode() {
  const files = ['app', 'components', 'lib', 'scripts']
    .flatMap((dir) => filesUnder(path.join(ROOT, dir)))
    .map(relative)
    .filter(
      (file) =>
        !/\.test\.tsx?$/.test(file) &&
        !file.includes('/migrations/') &&
        // The benchmarks fill a throwaway store of their own, directly, for speed.
        !file.startsWith('scripts/bench/'),
    );
  const writers = new Map<string, Set<string>>();
  const note = (table: string, file: string) =>
    writers.set(table, (writers.get(table) ?? new Set()).add(file));
  for (const file of files) {
    const source = read(path.join(ROOT, file));
    for (const [, table] of source.matchAll(
      /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]([a-z_]+)['"`]/g,
    ))
      note(table, file);
    for (const [, text] of source.matchAll(/\bsql`([^`]*)`/g))
      for (const [, table] of text.matchAll(
        /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?\s/gi,
      ))
        note(table.toLowerCase(), file);
  }
  return writers;
}

/** The writer the architecture page names for each table: its first module in the row. */
function writersInDocs() {
  const page = read(path.join(ROOT, 'docs/architecture.md'));
  const section = page.slice(page.indexOf('## Who writes each table'));
  const named = new Map<string, string>();
  for (const line of section.slice(0, section.indexOf('\n## ')).split('\n')) {
    const cells = line.split('|').slice(1, -1);
    if (cells.length !== 2) continue;
    const writer = cells[1].match(/`([^`]+\.ts)`/)?.[1];
    if (!writer) continue;
    for (const [, table] of cells[0].matchAll(/`([a-z_]+)`/g)) named.set(table, SERVER + writer);
  }
  return named;
}

describe('who writes each table', () => {
  const inCode = writersInCode();
  const inDocs = writersInDocs();

  it('finds the writes it looks for (a scan that found none would prove nothing)', () => {
    expect(inCode.get('leads')).toEqual(new Set([`${SERVER}store/tables/leads-table.ts`]));
    expect(inCode.size).toBeGreaterThanOrEqual(20);
  });

  it('each table is written by one module', () => {
    const several = [...inCode]
      .filter(([, files]) => files.size > 1)
      .map(([table, files]) => `${table}: ${[...files].join(', ')}`);
    expect(several).toEqual([]);
  });

  it('that module is the one docs/architecture.md names, for every table the code writes', () => {
    const differing = [...inCode]
      .map(([table, files]) => ({ table, code: [...files][0], docs: inDocs.get(table) }))
      .filter(({ code, docs }) => code !== docs);
    expect(differing).toEqual([]);
    expect([...inDocs.keys()].filter((table) => !inCode.has(table))).toEqual([]);
  });
});
