/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder, importsOf, relative, ROOT } from '@/test-support/source-files';

// No module of the repository imports itself back through others, type-only imports counted:
// ESLint's import/no-cycle skips `import type` (and took nine tenths of the lint's time), and a
// cycle through types alone is still two modules that cannot be read, moved or tested apart
// (docs/architecture.md). The site's code, its scripts and its tests alike.

const DIRECTORIES = [
  'app',
  'components',
  'content',
  'lib',
  'runtime',
  'scripts',
  'e2e',
  'test-support',
];
const files = [
  ...DIRECTORIES.flatMap((dir) => filesUnder(path.join(ROOT, dir))),
  ...fs
    .readdirSync(ROOT)
    .filter((name) => /\.(tsx?|mjs)$/.test(name))
    .map((name) => path.join(ROOT, name)),
];

/** Each file's repository imports, `import type` and `export … from` included. */
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** The strongly connected components of more than one file, or of one that imports itself (Tarjan). */
function cycles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(member));
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

it('reads the imports of every module, type-only ones included', () => {
  expect(files.length).toBeGreaterThan(300);
  const stageConversions = path.join(ROOT, 'lib/server/export/stage-conversions.ts');
  expect(graph.get(stageConversions)?.map(relative)).toContain(
    'lib/server/store/store-database.ts',
  );
  expect(graph.get(path.join(ROOT, 'runtime/serve.mjs'))?.map(relative)).toContain(
    'runtime/allowed-methods.mjs',
  );
  expect(graph.get(path.join(ROOT, 'scripts/leads.ts'))?.map(relative)).toContain(
    'scripts/leads/export-command.ts',
  );
});

it('finds no import cycle', () => {
  expect(cycles()).toEqual([]);
});
