// What the benchmarks measure the site's pages (runtime/prerendered-pages.mjs) against: a bare
// Next.js App Router page built from this project's own dependencies (bench/.bare-app, inside the
// project so it resolves the same node_modules). Shared by size.mjs and lighthouse.mjs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');
export const BARE_APP_DIR = path.resolve('bench-results', '.bare-app');

/** Builds the bare page (`/`, an <h1> in <html lang="en">) with `next build`; returns its directory. */
export function buildBareApp() {
  const dir = BARE_APP_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(path.resolve('.'))} } };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    'export default function Page() { return <h1>Bare page</h1>; }\n',
  );
  execFileSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return dir;
}

export const removeBareApp = () => fs.rmSync(BARE_APP_DIR, { recursive: true, force: true });
