/** @jest-environment node */
import path from 'node:path';
import { filesUnder, read, relative, ROOT } from '@/test-support/source-files';

// No module above the store writes a branch for one engine (docs/architecture.md#engine-and-locks-behind-the-store):
// the store's locks, SQL pieces and copies say what differs; tests, benchmarks and migrations are
// not counted.

/** A branch on the engine, its type, its name as a value, or one engine's own module. */
const BRANCH = /\bengine\s*[!=]==|'(?:sqlite|postgres)'|\bEngine\b|(?:sqlite|postgres)-database'/;
const EXEMPT = /^lib\/server\/store\//;

const sources = ['lib', 'app', 'components', 'scripts/leads']
  .flatMap((folder) => filesUnder(path.join(ROOT, folder)))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map(relative);

describe('the engines', () => {
  it('are named by the store alone', () => {
    const named = sources
      .filter((file) => !EXEMPT.test(file))
      .flatMap((file) =>
        read(path.join(ROOT, file))
          .split('\n')
          .flatMap((line, index) =>
            BRANCH.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(named).toEqual([]);
  });

  it('reads the files it checks', () => {
    expect(sources).toContain('lib/server/funnel/funnel-store.ts');
    expect(sources.length).toBeGreaterThan(300);
  });
});
