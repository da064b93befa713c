/** @jest-environment node */
import path from 'node:path';
import { filesUnder, read, relative, ROOT } from '@/test-support/source-files';

// Every entry of the universities' portal goes through the one guard (operator-guard.ts): each
// page under app/portal calls `portalPage` (the landing, `portalLanding`), each route handler is
// made by `portalRoute`, each portal Server Action by `portalAction`; and none reaches the
// process's context, a session or the store but through the services the guard hands it.

const files = filesUnder(path.join(ROOT, 'app/portal')).map(relative);
const ACTIONS = 'lib/server/inbox-entries/portal-actions.ts';

describe('every portal entry goes through the guard', () => {
  it('finds the entries it checks', () => {
    expect(files.filter((file) => /(page\.tsx|route\.ts)$/.test(file)).sort()).toEqual([
      'app/portal/[university]/download/[format]/route.ts',
      'app/portal/[university]/leads/[id]/page.tsx',
      'app/portal/[university]/page.tsx',
      'app/portal/[university]/sheet/page.tsx',
      'app/portal/[university]/sheet/upload/route.ts',
      'app/portal/[university]/statement/csv/route.ts',
      'app/portal/[university]/statement/page.tsx',
      'app/portal/page.tsx',
    ]);
  });

  it.each(files.filter((file) => file.endsWith('page.tsx')))(
    'page %s calls the portal guard',
    (file) => {
      expect(read(path.join(ROOT, file))).toMatch(
        file === 'app/portal/page.tsx' ? /await portalLanding\(\)/ : /await portalPage\(/,
      );
    },
  );

  it.each(files.filter((file) => file.endsWith('route.ts')))(
    'route %s is made by portalRoute',
    (file) => {
      const source = read(path.join(ROOT, file));
      for (const [, name] of source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(\w+)/g))
        expect(source).toMatch(new RegExp(`export const ${name} = portalRoute\\b`));
    },
  );

  it('makes each portal action by portalAction', () => {
    const source = read(path.join(ROOT, ACTIONS));
    const names = [...source.matchAll(/export const (\w+) = (\w+)/g)];
    expect(names.length).toBeGreaterThan(1);
    for (const [, name, maker] of names) expect(`${name}: ${maker}`).toBe(`${name}: portalAction`);
  });

  it('reads no session, context or store under app/portal or components/portal', () => {
    const sources = [...files, ...filesUnder(path.join(ROOT, 'components/portal')).map(relative)];
    for (const file of sources)
      expect(
        `${file}: ${/operator-session|site-context|auth\.api\.|\bctx\b|database/.test(read(path.join(ROOT, file)))}`,
      ).toBe(`${file}: false`);
  });
});
