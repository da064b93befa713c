// Critical CSS for a prerendered page (runtime/inline-critical-css.mjs runs it after each build):
// inline only the rules that style what the page shows at its first paint, and the whole
// stylesheet loaded without holding that paint. beasties picks the rules from the page's own
// HTML, without the content of the blocks the site lays out only once they near the screen
// (`laid-out-when-near`, app/globals.css: below the first screen on every width) and of closed
// panels: their content is styled by the whole sheet, which has loaded long before a visitor
// scrolls to it or a script can open them.
//
// The whole sheet stays the <link> Next wrote (only its `media` changes until it has loaded), so
// React finds it by its href when it hydrates the page, and a soft navigation to a page with the
// same stylesheet fetches nothing more. What is rendered later (a menu opened, a dialog, a toast)
// is styled by the whole sheet, which by then has loaded; with scripts off the <noscript> copy of
// the link loads it as before. The link's `onload` is allowed by its hash (csp-hashes.mjs). Only
// the <head> changes: the body is served as Next wrote it.
import fs from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import postcss from 'postcss';
import pruneVar from 'postcss-prune-var';

const OPENING_TAG = /<([a-z]+)\b[^>]*>/g;
const HEAD = /<head>[\s\S]*?<\/head>/;

/**
 * Whether an element's content is out of the first paint: a block the site lays out only once it
 * nears the screen, a panel nothing can reach until a script opens it (`inert`: the header's
 * closed menus; a closed <dialog>), an element not rendered (`hidden`: a closed answer). It keeps
 * its own classes, so it still holds its place or stays hidden.
 */
function outOfFirstPaint(tag, name) {
  if (/\bclass="[^"]*\blaid-out-when-near\b/.test(tag)) return true;
  const attributes = new Set(
    [...tag.replace(/="[^"]*"/g, '').matchAll(/\s([\w-]+)/g)].map(([, attribute]) => attribute),
  );
  return (
    attributes.has('inert') ||
    attributes.has('hidden') ||
    (name === 'dialog' && !attributes.has('open'))
  );
}

/** The page without the content of the elements out of its first paint (React's HTML: tags closed). */
export function firstScreen(html) {
  let out = '';
  let at = 0;
  for (const match of html.matchAll(OPENING_TAG)) {
    const [open, name] = match;
    if (match.index < at || !outOfFirstPaint(open, name)) continue;
    const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
    tags.lastIndex = match.index + open.length;
    let depth = 1;
    let close;
    while (depth > 0 && (close = tags.exec(html))) depth += close[1] ? -1 : 1;
    if (!close) break;
    out += html.slice(at, match.index + open.length);
    at = close.index;
  }
  return out + html.slice(at);
}

/**
 * What beasties keeps that the first paint never uses: how a hover looks (`@media (hover:hover)`)
 * and how a change animates (`transition…`), which wait for a visitor's hand, and Tailwind's theme
 * variables and registered properties (`@property --tw-…`) for the whole site, less those the
 * remaining rules read (a third of what beasties keeps on the home page). The whole sheet brings
 * the rest before a script can change anything.
 */
const firstPaintOnly = postcss([
  {
    postcssPlugin: 'without-interaction',
    Once(root) {
      root.walkAtRules('media', (rule) => {
        if (/^\(hover:\s*hover\)$/.test(rule.params.trim())) rule.remove();
      });
      root.walkDecls(/^transition/, (decl) => {
        const rule = decl.parent;
        decl.remove();
        if (rule.nodes.length === 0) rule.remove();
      });
    },
  },
  pruneVar(),
  {
    postcssPlugin: 'prune-registered-properties',
    OnceExit(root) {
      const named = new Set();
      root.walkDecls((decl) => {
        if (decl.prop.startsWith('--')) named.add(decl.prop);
        for (const [name] of decl.value.matchAll(/--[\w-]+/g)) named.add(name);
      });
      root.walkAtRules('property', (rule) => {
        if (!named.has(rule.params.trim())) rule.remove();
      });
    },
  },
]);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A face's `unicode-range` as [from, to] code points (`U+0900-097F`, `U+20B9`, `U+4??`). */
const unicodeRanges = (value) =>
  value.split(',').map((range) => {
    const [from, to = from] = range.trim().replace(/^u\+/i, '').split('-');
    return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(to.replace(/\?/g, 'f'), 16)];
  });
const inRanges = (code, ranges) => ranges.some(([from, to]) => code >= from && code <= to);

/** A rule's `url(…)`s as the document resolves them: relative to the stylesheet, not the page. */
const fromDocument = (css, href) =>
  css.replace(/url\((['"]?)([^)'"]+)\1\)/g, (whole, quote, url) =>
    /^([a-z]+:|\/)/i.test(url)
      ? whole
      : `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`,
  );

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+\.css)"/g;

/**
 * The step for the build in `projectDir`: a page's HTML → the same page with its critical CSS
 * inline and its stylesheets deferred.
 */
export function criticalCss(projectDir) {
  const nextDir = path.join(projectDir, '.next');
  const beasties = new Beasties({
    // `/_next/static/…` is `.next/static/…`.
    path: nextDir,
    publicPath: '/_next/',
    preload: 'media',
    // The stylesheet is shared by every page: what one page inlines stays in it for the others.
    pruneSource: false,
    // Only the <style>s beasties makes from the links: anything else inline is left as it was.
    reduceInlineStyles: false,
    fonts: false,
    // next/font's classes that name a face through a variable: the head's script adds Inter's to
    // <html> before the first paint when the browser has the font (lib/ui/web-font.ts). And the
    // rules that test the page's state with :has(): beasties drops the state (`:checked`) before
    // it matches, which inverts a `:not(:has(…:checked))`, so the admission forms' guardian
    // fields, hidden by such a rule, showed at the first paint and vanished with the whole sheet.
    allowRules: [/^\.[\w-]*_variable$/, /:has\(/],
    logLevel: 'warn',
  });

  /**
   * The @font-face rules of the page's stylesheets whose family the critical rules name and whose
   * characters the page has. beasties picks faces by the families of `font-family` declarations;
   * Tailwind names them through variables (`font-family: var(--font-sans)`), which it cannot
   * follow, so it would leave every face out, and a face that came late would swap the font under
   * the reader.
   */
  const fontFaces = (html, css) => {
    const faces = [];
    for (const [, href] of html.matchAll(STYLESHEET_LINK)) {
      const file = path.join(nextDir, href.replace(/^\/_next\//, ''));
      if (!fs.existsSync(file)) continue;
      postcss.parse(fs.readFileSync(file, 'utf8')).walkAtRules('font-face', (rule) => {
        let family = '';
        let ranges = null;
        rule.walkDecls((decl) => {
          if (decl.prop === 'font-family') family = decl.value.replace(/^["']|["']$/g, '');
          if (decl.prop === 'unicode-range') ranges = unicodeRanges(decl.value);
        });
        const named = new RegExp(`(^|[:,\\s"'])${escapeRegExp(family)}(["',;}\\s]|$)`, 'i').test(
          css,
        );
        const drawn = !ranges || [...html].some((char) => inRanges(char.codePointAt(0), ranges));
        if (named && drawn)
          faces.push(fromDocument(rule.toString().replace(/\s*\n\s*/g, ''), href));
      });
    }
    return faces.join('');
  };

  return async (html) => {
    const head = HEAD.exec(await beasties.process(firstScreen(html)))[0];
    // beasties writes its one <style> (no attributes) just before the first link it deferred.
    const critical = /<style>([\s\S]*?)<\/style>(?=<link\b)/;
    const css = critical.exec(head)?.[1];
    if (css === undefined) return html;
    const { css: pruned } = await firstPaintOnly.process(css, { from: undefined });
    const faces = fontFaces(html, pruned);
    return html.replace(HEAD, () =>
      head.replace(critical, () => `<style>${faces}${pruned}</style>`),
    );
  };
}
