/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { criticalCss } from './critical-css.mjs';

// A build's stylesheet as Next writes it, and a prerendered page that links it.
const SHEET = [
  '@font-face{font-family:Inter;src:url(/_next/static/media/inter.woff2)format("woff2")}',
  '.used{color:red}',
  '.unused{color:blue}',
  '.btn:hover{color:green}',
  '@media (min-width:40rem){.used{color:pink}.unused{color:navy}}',
].join('\n');
const HREF = '/_next/static/chunks/site.css';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="${HREF}" data-precedence="next"/></head><body>${body}</body></html>`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  fs.mkdirSync(path.join(dir, '.next', 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'site.css'), SHEET);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

test('inlines the rules that style something in the page, its states and the font faces', async () => {
  const html = await criticalCss(dir)(page('<p class="used btn">Hello</p>'));
  const css = styleOf(html);
  expect(css).toContain('.used{color:red}');
  expect(css).toContain('.btn:hover{color:green}');
  expect(css).toMatch(/@media \(min-width:40rem\)\{\.used\{color:pink\}\}/);
  expect(css).toContain('@font-face{font-family:Inter;');
  expect(css).not.toContain('.unused');
});

test('keeps the whole stylesheet as the link React hydrates, loaded without blocking the first paint', async () => {
  const html = await criticalCss(dir)(page('<p class="used">Hello</p>'));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  expect(links).toHaveLength(2);
  const [deferred, fallback] = links;
  // React finds a stylesheet resource by rel and href.
  expect(deferred).toContain(`rel="stylesheet" href="${HREF}" data-precedence="next"`);
  expect(deferred).toContain('media="print"');
  expect(deferred).toContain(`onload="this.media='all'"`);
  expect(html).toContain(
    `<noscript><link rel="stylesheet" href="${HREF}" data-precedence="next"></noscript>`,
  );
  expect(fallback).not.toContain('media=');
  // The critical rules come first, so that the whole sheet, arriving later, wins no cascade.
  expect(html.indexOf('<style>')).toBeLessThan(html.indexOf(deferred));
});
