import path from 'node:path';
import { filesUnder, importsOf, read, relative, ROOT } from './source-files';

// The inbox's entries as the code holds them, for the tests that prove each goes through the
// guard (lib/server/inbox/inbox-entries.test.ts) and that each refuses whom it must
// (lib/server/inbox/inbox-refusals.test.ts): every page and route handler under app/inbox, and
// every Server Action app/inbox reaches through its imports. The deliberate exceptions come before
// any session: the sign-in's pages and its two actions.

export const PAGE_EXCEPTIONS = ['app/inbox/sign-in/page.tsx', 'app/inbox/sign-in/code/page.tsx'];
export const ACTION_EXCEPTIONS = [
  'lib/server/inbox-entries/sign-in-actions.ts signIn',
  'lib/server/inbox-entries/sign-in-actions.ts verifySignInCode',
];

/** Every repository file app/inbox reaches through its imports. */
function reachedFromInbox(): string[] {
  const seen = new Set<string>();
  const pending = filesUnder(path.join(ROOT, 'app/inbox'));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const target of importsOf(file)) if (!seen.has(target)) pending.push(target);
  }
  return [...seen];
}

export const inboxFiles = filesUnder(path.join(ROOT, 'app/inbox'));
export const actionModules = reachedFromInbox().filter((file) => /^'use server';/.test(read(file)));

/** The names a module exports (a Server Action module's actions). */
export const exportedNames = (file: string) =>
  [...read(file).matchAll(/export\s+(?:async\s+)?(?:function|const|let|var)\s+(\w+)/g)].map(
    ([, name]) => name,
  );

/** Every guarded entry: `app/inbox/…/page.tsx`, `app/inbox/…/route.ts`, `<module> <action>`. */
export const guardedEntries = () => [
  ...inboxFiles
    .map(relative)
    .filter((file) => /(page\.tsx|route\.ts)$/.test(file) && !PAGE_EXCEPTIONS.includes(file)),
  ...actionModules.flatMap((file) =>
    exportedNames(file)
      .map((name) => `${relative(file)} ${name}`)
      .filter((entry) => !ACTION_EXCEPTIONS.includes(entry)),
  ),
];
