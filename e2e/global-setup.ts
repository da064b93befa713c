import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// The operators' leads command (scripts/leads.ts), compiled once a run for the specs that call it
// a few hundred times (`runLeads` in e2e/support.ts): through tsx each call compiled its
// TypeScript again, 1.2 s of CPU a call against 0.6 bundled, a sixth of the servers phase. The
// same source and conditions as `npm run leads`, which Jest's scripts/leads-*.test.ts run as is.
export default async function globalSetup() {
  // Under the repository, so that the bundle's packages (left outside it) resolve as they do there.
  const cache = path.resolve('node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outdir = fs.mkdtempSync(path.join(cache, 'leads-cli-'));
  await build({
    entryPoints: ['scripts/leads.ts'],
    bundle: true,
    splitting: true, // each command's modules still load only when it runs
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    conditions: ['react-server'],
    outdir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  // Read by the workers, which inherit this process's environment.
  process.env.LEADS_CLI = path.join(outdir, 'leads.mjs');
  return () => fs.rmSync(outdir, { recursive: true, force: true });
}
