// `npm test`: every test (Jest, then Playwright against a fresh production build), ending with
// one line "N passed, N failed" that totals both. A throwaway PostgreSQL cluster runs for the
// duration, so the store tests cover both engines.
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

const jestFile = path.join(tmp, 'jest.json');
const jestStatus = run('npx', ['jest', '--ci', '--json', `--outputFile=${jestFile}`]);
const jest = readJson(jestFile);
passed += jest?.numPassedTests ?? 0;
failed += jest ? jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) : 1;
if (jestStatus !== 0 && jest && jest.numFailedTests === 0 && !jest.numRuntimeErrorTestSuites)
  failed += 1;

const ready =
  run('node', ['scripts/ensure-chromium.mjs']) === 0 && run('npm', ['run', 'build']) === 0;
if (ready) {
  const playwrightFile = path.join(tmp, 'playwright.json');
  const status = run('npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  });
  const stats = readJson(playwrightFile)?.stats;
  passed += stats ? stats.expected + stats.flaky : 0;
  failed += stats ? stats.unexpected : 1;
  if (status !== 0 && stats && stats.unexpected === 0) failed += 1;
} else {
  failed += 1;
}

cluster?.stop();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
