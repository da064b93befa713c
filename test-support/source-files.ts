import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The repository's TypeScript and JavaScript modules and what each imports, for the tests that read the code's
// shape (inbox-entries.ts, lib/server/import-cycles.test.ts).

export const ROOT = path.resolve(__dirname, '..');

/** A file's path from the repository's root, with forward slashes. */
export const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
export const read = (file: string) => fs.readFileSync(file, 'utf8');

/** Every .ts, .tsx and .mjs file below `dir`. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The repository file an import names, or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** The repository files a file imports, as TypeScript reads them: `import type`, `export … from` and `import()` included. */
export const importsOf = (file: string) =>
  ts
    .preProcessFile(read(file), true, true)
    .importedFiles.map(({ fileName }) => resolveImport(file, fileName))
    .filter((target): target is string => target !== null);
