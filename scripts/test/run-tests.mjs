// `npm test`: every check and test, ending with one line "N passed, N failed" that totals them:
// lint, types and format (`npm run check`, counted as one), Jest (with its line coverage of lib/),
// then Playwright against a fresh production build: the desktop, mobile and requests projects
// (playwright.config.ts says which test runs where), and the specs that load servers of their own
// last. A throwaway PostgreSQL cluster runs for the duration, so the store tests cover both
// engines. Each phase prints its minutes, so the change that slows CI shows at once (docs/testing.md).
// A test that passed only on its retry is named: CI must not need retries.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './postgres-cluster.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-tests-'));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

let passed = 0;
let failed = 0;

const phases = [];
/** Runs one phase, printing its minutes when it ends. */
function phase(name, work) {
  const started = Date.now();
  const result = work();
  const minutes = (Date.now() - started) / 60_000;
  phases.push([name, minutes]);
  console.log(`\n[phase] ${name}: ${minutes.toFixed(1)} min`);
  return result;
}

let cluster = null;
if (!process.env.TEST_DATABASE_URL) {
  try {
    cluster = await startCluster();
    process.env.TEST_DATABASE_URL = cluster.url;
  } catch (error) {
    console.error(`PostgreSQL could not start: ${error.message}`);
    failed += 1;
  }
}
process.once('SIGINT', () => {
  cluster?.stop();
  process.exit(130);
});

if (phase('check', () => run('npm', ['run', 'check'])) === 0) passed += 1;
else failed += 1;

const jestFile = path.join(tmp, 'jest.json');
const coverageDir = path.join(tmp, 'coverage');
// Coverage of lib/ only (jest.config.mjs); below its floor there, Jest fails.
const jestStatus = phase('Jest', () =>
  run('node', ['scripts/test/ensure-systemd.mjs']) !== 0
    ? 1
    : run('npx', [
        'jest',
        '--ci',
        '--coverage',
        `--coverageDirectory=${coverageDir}`,
        '--coverageReporters=json-summary',
        '--json',
        `--outputFile=${jestFile}`,
      ]),
);
const jest = readJson(jestFile);
passed += jest?.numPassedTests ?? 0;
failed += jest ? jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) : 1;
if (jestStatus !== 0 && jest && jest.numFailedTests === 0 && !jest.numRuntimeErrorTestSuites)
  failed += 1;
const lines = readJson(path.join(coverageDir, 'coverage-summary.json'))?.total?.lines;
console.log(
  lines
    ? `\nJest line coverage of lib/: ${lines.pct}% (${lines.covered} of ${lines.total} lines)`
    : '\nJest line coverage of lib/: not measured',
);

/** Calls `visit(test, title)` for every test of a Playwright JSON report. */
function eachTest(report, visit) {
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        visit(test, `[${test.projectName}] ${[...trail, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
}

const flaky = [];
// Why each skipped test was skipped (its test.skip reason), counted per project: no test is
// skipped silently.
const skipped = new Map();
function collect(report) {
  eachTest(report, (test, title) => {
    if (test.status === 'flaky') flaky.push(title);
    if (test.status !== 'skipped') return;
    const reason = test.annotations.find(({ type }) => type === 'skip')?.description;
    const key = `[${test.projectName}] ${reason ?? `no reason given: ${title}`}`;
    skipped.set(key, (skipped.get(key) ?? 0) + 1);
  });
}

/** One Playwright project, a phase of its own. */
function playwright(project) {
  const file = path.join(tmp, `playwright-${project}.json`);
  const status = phase(project, () =>
    run('npx', ['playwright', 'test', '--project', project], { PLAYWRIGHT_JSON_OUTPUT_NAME: file }),
  );
  const report = readJson(file);
  const stats = report?.stats;
  passed += stats ? stats.expected + stats.flaky : 0;
  failed += stats ? stats.unexpected : 1;
  if (status !== 0 && stats && stats.unexpected === 0) failed += 1;
  collect(report);
}

const ready = phase(
  'build',
  () =>
    run('node', ['scripts/test/ensure-chromium.mjs']) === 0 &&
    run('node', ['scripts/test/ensure-nginx.mjs']) === 0 &&
    run('npm', ['run', 'build']) === 0,
);
if (ready) {
  for (const project of ['desktop', 'mobile', 'requests', 'servers']) playwright(project);
} else {
  failed += 1;
}

cluster?.stop();
if (skipped.size) {
  const lines = [...skipped].map(([reason, count]) => `${String(count).padStart(3)} ${reason}`);
  console.log(`\nSkipped, and why:\n${lines.join('\n')}`);
}
if (flaky.length) console.log(`\nPassed only on retry (fix these):\n  ${flaky.join('\n  ')}`);
const times = phases.map(([name, minutes]) => `${name} ${minutes.toFixed(1)}`).join(', ');
console.log(`\nMinutes by phase: ${times}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
