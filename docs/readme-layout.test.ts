/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The README's Layout lists the folders as they are: every folder of the repository's top, of
// app/, components/, lib/, lib/server/ and scripts/ (the ones a newcomer looks in for a feature),
// and no folder that is gone.

const ROOT = path.join(__dirname, '..');
const CHECKED = ['', 'app', 'components', 'lib', 'lib/server', 'scripts'];

/** The folders the Layout's block names, as paths: a line's label is what precedes its text. */
function listedFolders(): Set<string> {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Layout'));
  const start = section.indexOf('```\n') + 4;
  const block = section.slice(start, section.indexOf('\n```', start));
  const parents: string[] = [];
  const listed = new Set<string>();
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    // Continued descriptions start far in; labels are at 0, 2 or 4 spaces.
    if (indent > 4 || !line.trim()) continue;
    const depth = indent / 2;
    const label = line.trimStart().split(/ {2,}/)[0];
    for (const token of label.split(' ').filter((word) => word.includes('/'))) {
      const folder = token.endsWith('/') ? token.slice(0, -1) : path.dirname(token);
      const full = path.join(...parents.slice(0, depth), folder);
      for (let at = full; at !== '.'; at = path.dirname(at)) listed.add(at);
      if (token.endsWith('/')) parents[depth] = folder;
    }
  }
  return listed;
}

/** The folders git keeps directly under `parent` ('' for the top), dot-folders aside. */
function trackedFolders(parent: string): string[] {
  const files = execFileSync('git', ['ls-files', '--', parent || '.'], { cwd: ROOT })
    .toString()
    .split('\n')
    .filter(Boolean);
  const depth = parent ? parent.split('/').length : 0;
  const folders = files
    .map((file) => file.split('/'))
    .filter((parts) => parts.length > depth + 1 && !parts[depth].startsWith('.'))
    .map((parts) => parts.slice(0, depth + 1).join('/'));
  return [...new Set(folders)].sort();
}

it('lists every folder a feature lives in, and only folders that are there', () => {
  const listed = listedFolders();
  const missing = CHECKED.flatMap(trackedFolders).filter((folder) => !listed.has(folder));
  expect(missing).toEqual([]);
  const gone = [...listed].filter((folder) => !fs.existsSync(path.join(ROOT, folder)));
  expect(gone).toEqual([]);
});
