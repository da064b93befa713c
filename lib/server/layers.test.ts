/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder, importsOf, read, relative, ROOT } from '@/test-support/source-files';

// The folders of lib/server in layers (docs/architecture.md#folders-of-libserver, the one place
// the order is written): a module imports from its own layer and those below, never up, so a
// lower folder can be read, changed and tested without the ones that use it. Type-only imports
// and `export … from` count, as in import-cycles.test.ts. Tests (`*.test.ts`) are exempt: a test
// may wire a higher layer around the module it tests. The files directly in lib/server
// (server-config.ts, the settings) are below every folder.

const SERVER = 'lib/server/';

/**
 * The back-up imports not yet mended, each with why it is still there: the list can only
 * shrink, since the test fails on an import that is not in it and on an entry that no longer
 * imports.
 */
const STILL_THERE: Record<string, string> = {
  // The guard and the session open the context for every inbox page, route and Server Action;
  // moving them up would take every inbox action with them.
  'lib/server/inbox/operator-guard.ts -> lib/server/intake/api-context.ts':
    'the inbox entries get the context through the guard',
  'lib/server/inbox/operator-session.ts -> lib/server/intake/api-context.ts':
    'the signed-in operator is read through the context',
  // A lead's arrival stores it, queues its outbox items and assigns its owner in one transaction
  // (docs/architecture.md#a-leads-way): the store builds the items and calls the assignment.
  'lib/server/store/kysely-store.ts -> lib/server/outbox/forward-payload.ts':
    "a lead's and a subscriber's outbox items are built inside the store's transaction",
  'lib/server/store/kysely-store.ts -> lib/server/ads/ad-platforms-may.ts':
    'a released lead is checked for the ad platforms inside the same transaction',
  'lib/server/store/kysely-store.ts -> lib/server/assignment/assign-lead.ts':
    "a new lead's owner is assigned inside its arrival's transaction",
  'lib/server/store/repeat-enquiry.ts -> lib/server/alerts/lead-alert.ts':
    "a repeat enquiry's notice to the owner is built inside its arrival's transaction",
};

/** The layers the architecture page lists under its folders, lowest first: each a list of folders. */
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

/** A lib/server file's layer: its folder's, or below every folder for the files directly in lib/server. */
function rank(file: string) {
  const rest = file.slice(SERVER.length);
  if (!rest.includes('/')) return -1;
  return layerOf.get(rest.split('/')[0]) ?? Number.NaN;
}

/** Every import of a lib/server module (not a test) into a higher layer, as `file -> imported file`. */
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

  it('finds no import from a lower layer into a higher one beyond the list still to mend', () => {
    const found = importsUpward();
    const added = found.filter((line) => !(line in STILL_THERE));
    const mended = Object.keys(STILL_THERE).filter((line) => !found.includes(line));
    const report = [
      ...added.map((line) => `  new:    ${line}`),
      ...mended.map((line) => `  mended: ${line} (take it off STILL_THERE)`),
    ];
    if (report.length > 0)
      throw new Error(
        `Imports up the layers of lib/server (docs/architecture.md#folders-of-libserver):\n${report.join('\n')}`,
      );
  });
});
