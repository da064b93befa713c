/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { filesUnder, importsOf, read, relative, ROOT } from '@/test-support/source-files';

// The folders of lib/server in layers (docs/architecture.md#folders-of-libserver, the one place
// the order is written): a module imports from its own layer and those below, never up, so a
// lower folder can be read, changed and tested without the ones that use it. Type-only imports
// and `export … from` count, as in import-cycles.test.ts. Tests (`*.test.ts`) are exempt: a test
// may wire a higher layer around the module it tests. The files directly in lib/server
// (server-config.ts, the settings) are below every folder.

const SERVER = 'lib/server/';

/** The layers the architecture page lists under its folders, lowest first: each its folders. */
function layersInDocs(): string[][] {
  const page = read(path.join(ROOT, 'docs/architecture.md'));
  const section = page.slice(page.indexOf('## Folders of `lib/server`'));
  return section
    .slice(0, section.indexOf('\n## '))
    .split('\n')
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => [...line.split(':')[0].matchAll(/`([a-z-]+)\/`/g)].map(([, name]) => name));
}

const layers = layersInDocs();
const layerOf = new Map(layers.flatMap((folders, index) => folders.map((name) => [name, index])));

/** A lib/server file's layer: its folder's, or below them all for the files directly in it. */
function rank(file: string) {
  const rest = file.slice(SERVER.length);
  if (!rest.includes('/')) return -1;
  return layerOf.get(rest.split('/')[0]) ?? Number.NaN;
}

/** Every import of a lib/server module (not a test) into a higher layer: `file -> imported`. */
function importsUpward(): string[] {
  return filesUnder(path.join(ROOT, SERVER))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      importsOf(file)
        .map(relative)
        .filter((target) => target.startsWith(SERVER) && rank(target) > rank(relative(file)))
        .map((target) => `${relative(file)} -> ${target}`),
    )
    .sort();
}

describe('the layers of lib/server', () => {
  it('lists every folder of lib/server in one layer', () => {
    const folders = fs
      .readdirSync(path.join(ROOT, SERVER), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(layers.length).toBeGreaterThan(3);
    expect(layers.flat().sort()).toEqual(folders);
  });

  it('finds no import from a lower layer into a higher one', () => {
    const upward = importsUpward();
    if (upward.length > 0)
      throw new Error(
        ['Imports up the layers of lib/server (docs/architecture.md#folders-of-libserver):']
          .concat(upward.map((line) => `  ${line}`))
          .join('\n'),
      );
  });

  it('leaves the database to lib/server: nothing else imports Kysely or a driver', () => {
    // The benchmarks fill throwaway stores directly; tests and test tooling set stores up.
    const outside = ['app', 'components', 'content', 'lib', 'runtime', 'scripts']
      .flatMap((dir) => filesUnder(path.join(ROOT, dir)))
      .map(relative)
      .filter(
        (file) =>
          !file.startsWith(SERVER) &&
          !/^scripts\/(bench|test)\//.test(file) &&
          !/\.test\.tsx?$/.test(file),
      );
    expect(outside.length).toBeGreaterThan(100);
    const reaching = outside.filter((file) =>
      ts
        .preProcessFile(read(path.join(ROOT, file)), true, true)
        .importedFiles.some(({ fileName }) =>
          ['kysely', 'pg', 'better-sqlite3'].includes(fileName),
        ),
    );
    expect(reaching).toEqual([]);
  });
});
