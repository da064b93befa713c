// `npm run test:quick`: the developers' loop, a few minutes where `npm test` takes half an hour:
// types, lint, every Jest test (both engines), then one desktop smoke test per feature (the tests
// tagged @smoke) against the production build. The build is reused while no source file is newer
// than it; otherwise it is made first. `npm test` stays the command that proves everything.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'runtime',
  'proxy.ts',
  'next.config.ts',
];

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

/** The newest modification time under `entry`, in milliseconds. */
function newest(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))),
  );
}

const buildTime = fs.statSync('.next/BUILD_ID', { throwIfNoEntry: false })?.mtimeMs ?? 0;
const buildIsCurrent = buildTime > Math.max(...SOURCES.map(newest));

const steps = [
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['Jest', 'node', ['scripts/test/with-postgres.mjs', 'npx', 'jest', '--ci']],
  ...(buildIsCurrent ? [] : [['build', 'npm', ['run', '--silent', 'build']]]),
  ['smoke', 'npx', ['playwright', 'test', '--project', 'desktop', '--grep', '@smoke']],
];
const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  const status = run(command, args);
  console.log(`\n[quick] ${name}: ${((Date.now() - stepStarted) / 60_000).toFixed(1)} min`);
  if (status !== 0) {
    console.log(`\n[quick] ${name} failed: npm test would fail too.`);
    process.exit(status);
  }
}
console.log(`\n[quick] all passed in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
