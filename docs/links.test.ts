/** @jest-environment node */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';

// The README and docs/ link to each other and to the code: every relative link must lead to a
// file that exists and, with a #fragment, to a heading in it (GitHub's anchors).

const DOCS = ['README.md', ...fs.readdirSync('docs').filter((name) => name.endsWith('.md'))].map(
  (name) => (name === 'README.md' ? name : path.join('docs', name)),
);

/** The text outside fenced code blocks, where `#` starts a comment rather than a heading. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

function anchors(file: string) {
  const slugger = new GithubSlugger();
  return new Set(
    [...prose(fs.readFileSync(file, 'utf8')).matchAll(/^#{1,6} +(.+)$/gm)].map(([, heading]) =>
      slugger.slug(heading),
    ),
  );
}

const links = (file: string) =>
  [...prose(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/.test(target));

const everyLink = DOCS.flatMap((file) => links(file).map((target) => [file, target]));

it.each(everyLink)('%s links to %s, which exists', (file, target) => {
  const [where, fragment] = target.split('#');
  const resolved = where ? path.join(path.dirname(file), where) : file;
  expect(fs.existsSync(resolved)).toBe(true);
  if (fragment) expect([...anchors(resolved)]).toContain(fragment);
});

it('the README leads to every page of docs/', () => {
  const fromReadme = new Set(links('README.md').map((target) => target.split('#')[0]));
  for (const file of DOCS.filter((name) => name !== 'README.md'))
    expect(fromReadme).toContain(file);
});

/** The code's files: whatever a comment in them cites must be in the repository. */
const CODE = execSync('git ls-files -- "*.ts" "*.tsx" "*.mjs" "*.mts" "*.css"', {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && fs.existsSync(file));

const citations = CODE.flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/\bdocs\/([\w-]+\.md)#([\w-]+)/g)].map(
    ([, doc, fragment]) => [file, `docs/${doc}#${fragment}`, doc, fragment],
  ),
);

it.each(citations)('%s cites %s, a heading that exists', (_file, _citation, doc, fragment) => {
  expect([...anchors(path.join('docs', doc))]).toContain(fragment);
});

it('no code cites a document outside the repository', () => {
  const citesOutside = (file: string) =>
    file !== 'docs/links.test.ts' &&
    /\b(SPEC|DECISIONS)\b|shared\/spec/.test(fs.readFileSync(file, 'utf8'));
  expect(CODE.filter(citesOutside)).toEqual([]);
});
