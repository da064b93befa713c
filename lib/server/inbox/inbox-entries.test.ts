/** @jest-environment node */
import path from 'node:path';
import {
  ACTION_EXCEPTIONS,
  actionModules,
  exportedNames,
  inboxFiles,
  PAGE_EXCEPTIONS,
} from '@/test-support/inbox-entries';
import { read, relative, ROOT } from '@/test-support/source-files';

// Every entry of the inbox goes through the one guard (operator-guard.ts): each page under
// app/inbox calls `operatorPage`, each route handler is made by `operatorRoute`, and each Server
// Action that app/inbox reaches (through its components and the modules they import) is made by
// `operatorAction`. An entry added without it fails here. The entries and the exceptions are
// test-support/inbox-entries.ts's.

/** The entries a session without its second factor may reach: two-factor's own, and signing out. */
const BEFORE_SECOND_FACTOR = [
  'app/inbox/two-factor/page.tsx',
  'lib/server/inbox-entries/sign-in-actions.ts signOut',
  'lib/server/inbox-entries/sign-in-actions.ts setUpTwoFactor',
  'lib/server/inbox-entries/sign-in-actions.ts verifySessionCode',
];

describe('every inbox entry goes through the guard', () => {
  it('finds the entries it checks', () => {
    expect(inboxFiles.filter((file) => file.endsWith('page.tsx')).length).toBeGreaterThanOrEqual(
      12,
    );
    expect(actionModules.map(relative).sort()).toEqual(
      expect.arrayContaining([
        'lib/server/inbox-entries/sign-in-actions.ts',
        'lib/server/inbox-entries/lead-actions.ts',
        'lib/server/inbox-entries/merge-actions.ts',
        'lib/server/inbox-entries/record-actions.ts',
        'lib/server/inbox-entries/rights-request-admin-actions.ts',
      ]),
    );
  });

  it.each(inboxFiles.filter((file) => file.endsWith('page.tsx')).map(relative))(
    'page %s calls operatorPage',
    (file) => {
      const source = read(path.join(ROOT, file));
      if (PAGE_EXCEPTIONS.includes(file)) expect(source).not.toContain('operatorPage(');
      else expect(source).toMatch(/await operatorPage\(/);
    },
  );

  it.each(inboxFiles.filter((file) => file.endsWith('route.ts')).map(relative))(
    'route %s is made by operatorRoute',
    (file) => {
      const source = read(path.join(ROOT, file));
      const handlers = [...source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(\w+)/g)];
      expect(handlers.length).toBeGreaterThan(0);
      for (const [, name] of handlers)
        expect(source).toMatch(new RegExp(`export const ${name} = operatorRoute\\b`));
    },
  );

  it.each(actionModules.map(relative))(
    'each Server Action of %s is made by operatorAction',
    (file) => {
      const source = read(path.join(ROOT, file));
      for (const name of exportedNames(path.join(ROOT, file))) {
        if (ACTION_EXCEPTIONS.includes(`${file} ${name}`)) continue;
        expect(
          `${name}: ${source.match(new RegExp(`export const ${name} = operatorAction\\b`)) ? 'guarded' : 'not guarded'}`,
        ).toBe(`${name}: guarded`);
      }
    },
  );

  it('lets only two-factor and signing out pass before the second factor', () => {
    const passing = [...inboxFiles, ...actionModules].flatMap((file) => {
      const source = read(file);
      if (!source.includes('beforeSecondFactor: true')) return [];
      if (file.endsWith('page.tsx')) return [relative(file)];
      return [...source.matchAll(/export const (\w+) = operatorAction[\s\S]*?(?=\nexport |$)/g)]
        .filter(([block]) => block.includes('beforeSecondFactor: true'))
        .map(([, name]) => `${relative(file)} ${name}`);
    });
    expect(passing.sort()).toEqual([...BEFORE_SECOND_FACTOR].sort());
  });

  it('reads no session and no context of its own under app/inbox, but through the guard', () => {
    for (const file of inboxFiles) {
      const source = read(file);
      if (PAGE_EXCEPTIONS.includes(relative(file))) continue;
      expect(`${relative(file)}: ${/operator-session|site-context|auth\.api\./.test(source)}`).toBe(
        `${relative(file)}: false`,
      );
    }
  });
});
