// Critical CSS for a prerendered page (runtime/inline-critical-css.mjs runs it after each build):
// inline only the rules that style what the page shows at its first paint, and the whole
// stylesheet loaded without holding that paint. beasties picks the rules from the page's own
// HTML, without its closed dialogs and the content of its closed panels (styled by the whole
// sheet, which has loaded long before a script can open them) and of what a page marks as below
// the first screen. The blocks laid out only near the screen (`laid-out-when-near`) keep theirs: a
// desktop's first screen shows the first of them, and Chromium kept the layout such a block had
// before its rules came (the service pages stuck out 84 px at 320 px after a resize).
//
// The whole sheet stays the <link> Next wrote (only its `media` changes until it has loaded), so
// React finds it by its href when it hydrates the page, and a soft navigation to a page with the
// same stylesheet fetches nothing more. What is rendered later (a menu opened, a dialog, a toast)
// is styled by the whole sheet, which by then has loaded; with scripts off the <noscript> copy of
// the link loads it as before. The link's `onload` (after the first frame) is allowed by its hash
// (csp-hashes.mjs). Only the <head> changes: the body is served as Next wrote it.
import fs from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import postcss from 'postcss';
import pruneVar from 'postcss-prune-var';

const OPENING_TAG = /<([a-z]+)\b[^>]*>/g;
const HEAD = /<head>[\s\S]*?<\/head>/;

/**
 * What of an element is out of the first paint. A closed <dialog> is not rendered until a script
 * opens it: all of it (`'element'`). The content (`'content'`) of a panel nothing can reach until
 * a script opens it (`inert`: the header's closed menus), of an element not rendered (`hidden`: a
 * closed answer), or of one its page says starts below the first screen on every screen
 * (`data-below-first-screen`: a post's text, after its cover and contents): the element keeps its
 * own classes, so it still holds its place or stays hidden.
 */
function outOfFirstPaint(tag, name) {
  const attributes = new Set(
    [...tag.replace(/="[^"]*"/g, '').matchAll(/\s([\w-]+)/g)].map(([, attribute]) => attribute),
  );
  if (name === 'dialog' && !attributes.has('open')) return 'element';
  return attributes.has('inert') ||
    attributes.has('hidden') ||
    attributes.has('data-below-first-screen')
    ? 'content'
    : null;
}

/** The page without what is out of its first paint (React's HTML: tags closed). */
export function asFirstPainted(html) {
  let out = '';
  let at = 0;
  for (const match of html.matchAll(OPENING_TAG)) {
    const [open, name] = match;
    const part = match.index < at ? null : outOfFirstPaint(open, name);
    if (!part) continue;
    const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
    tags.lastIndex = match.index + open.length;
    let depth = 1;
    let close;
    while (depth > 0 && (close = tags.exec(html))) depth += close[1] ? -1 : 1;
    if (!close) break;
    const whole = part === 'element';
    out += html.slice(at, whole ? match.index : match.index + open.length);
    at = whole ? close.index + close[0].length : close.index;
  }
  return out + html.slice(at);
}

/** Whether a node is inside an `@supports` block. */
const enhancement = (node) =>
  node.parent && (node.parent.name === 'supports' || enhancement(node.parent));

/**
 * What beasties keeps that the first paint never uses: how a hover looks (`@media (hover:hover)`)
 * and how a change animates (`transition…`), which wait for a visitor's hand, and Tailwind's theme
 * variables for the whole site, less those the remaining rules read. The whole sheet brings the
 * rest before a script can change anything.
 *
 * And what Tailwind writes twice, once for every browser and once more for the newest: its
 * registered properties (`@property --tw-shadow{…initial-value…}`) become the plain declarations
 * it writes for browsers without @property (`*,:before,:after{--tw-shadow:…}`, `@layer
 * properties`), which set the same values, and an `@supports` enhancement whose every
 * declaration has a fallback (`color-mix()` for a colour with opacity: `#fffc` first) is left to
 * the whole sheet: the fallback looks the same. A fifth of the inline CSS of a page with a form.
 */
const firstPaintOnly = postcss([
  {
    postcssPlugin: 'without-interaction',
    Once(root) {
      root.walkAtRules('media', (rule) => {
        if (/^\(hover:\s*hover\)$/.test(rule.params.trim())) rule.remove();
      });
      root.walkDecls(/^transition/, (decl) => decl.remove());
    },
  },
  {
    postcssPlugin: 'written-once',
    Once(root) {
      root.walkAtRules('layer', (layer) => {
        if (layer.params === 'properties')
          layer.walkAtRules('supports', (supports) => supports.replaceWith(supports.nodes));
      });
      root.walkAtRules('property', (rule) => rule.remove());
      const declared = new Set();
      root.walkDecls((decl) => {
        if (!enhancement(decl)) declared.add(`${decl.parent.selector}{${decl.prop}`);
      });
      root.walkAtRules('supports', (supports) => {
        let fallback = true;
        supports.walkDecls((decl) => {
          fallback &&= declared.has(`${decl.parent.selector}{${decl.prop}`);
        });
        if (fallback) supports.remove();
      });
    },
  },
  pruneVar(),
  {
    // What the plugins above emptied: a rule of transitions only, a font's variable class on
    // <html> whose variable no inlined rule reads (`{}` on every page).
    postcssPlugin: 'no-empty-rules',
    OnceExit(root) {
      root.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove();
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

/**
 * beasties matches a selector against the page without its pseudo-classes, cutting from the first
 * one to the end. For a selector that tests what an element holds or is, that answer is wrong:
 * Tailwind's `*:max-w-4xl` (`:is(.\*\:max-w-4xl>*)`) became nothing and was left out, though
 * the page's body is laid out by it; Typography's `.article :where(table):not(:where(…))` became
 * `.article`, so every article rule (12 KB) was inline on each post. css-select, which beasties
 * matches with, evaluates `:is()`, `:where()`, `:has()`, `:not()` and the states the HTML holds
 * (`:checked`), as the page is at its first paint. What it cannot evaluate goes: pseudo-elements
 * (they style an element that is there) and the states a visitor brings (`:focus`, kept as
 * beasties keeps them; `:not(:focus-visible)`, true until then).
 */
const UNEVALUABLE =
  /:not\(:(?:hover|focus|focus-visible|focus-within|active)\)|(?<!\\)(?:::[a-z-]+|:(?:before|after|first-line|first-letter|hover|focus|focus-visible|focus-within|active))(?![\w-])/g;
class PageBeasties extends Beasties {
  normalizeCssSelector(selector) {
    if (!/:(is|where|has)\(/.test(selector)) return super.normalizeCssSelector(selector);
    return selector.replace(UNEVALUABLE, '');
  }
}

/**
 * The page as beasties should match it: without the content of its closed panels, and its class
 * names as the browser reads them. beasties parses HTML without decoding entities, and React
 * writes `&` and `'` in an attribute as `&amp;` and `&#x27;`: Tailwind's `[form:has(…)_&]:hidden`
 * and `after:content-['*']` never matched their rules (a quote inside the quoted value stays).
 */
const ENTITIES = { '&amp;': '&', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const asMatched = (html) =>
  asFirstPainted(html).replace(/ class="[^"]*"/g, (names) =>
    names.replace(/&(amp|#x27|lt|gt);/g, (entity) => ENTITIES[entity]),
  );

/**
 * Typography's way out of an article's styles, on every one of its selectors: a page that has no
 * `not-prose` element matches the same without it, with the same specificity (`:where()` has
 * none). Half the bytes of a post's article rules.
 */
const NOT_PROSE = ':not(:where([class~=not-prose],[class~=not-prose] *))';

/**
 * beasties switches the whole sheet on as soon as it has loaded (`onload="this.media='all'"`). On
 * a slow phone it can load while the HTML is still being parsed, and switched on then, the page is
 * styled a second time, by all the site's rules, before its first paint. After a frame and then a
 * task, that frame has been painted.
 */
const SWITCH_ON = `onload="this.media='all'"`;
const SWITCH_ON_AFTER_FIRST_FRAME = `onload="var l=this;requestAnimationFrame(function(){setTimeout(function(){l.media='all'})})"`;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+\.css)"/g;

/**
 * The step for the build in `projectDir`: a page's HTML → the same page with its critical CSS
 * inline and its stylesheets deferred.
 */
export function criticalCss(projectDir) {
  const nextDir = path.join(projectDir, '.next');
  const beasties = new PageBeasties({
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
    // <html> before the first paint when the browser has the font (lib/ui/web-font.ts).
    allowRules: [/^\.[\w-]*_variable$/],
    logLevel: 'warn',
  });

  /** Each stylesheet's faces, read once for all pages: its family, code points and rule. */
  const facesBySheet = new Map();
  const facesOf = (href) => {
    if (!facesBySheet.has(href)) {
      const file = path.join(nextDir, href.replace(/^\/_next\//, ''));
      const faces = [];
      if (fs.existsSync(file))
        postcss.parse(fs.readFileSync(file, 'utf8')).walkAtRules('font-face', (rule) => {
          let family = '';
          let ranges = null;
          rule.walkDecls((decl) => {
            if (decl.prop === 'font-family') family = decl.value.replace(/^["']|["']$/g, '');
            if (decl.prop === 'unicode-range') ranges = unicodeRanges(decl.value);
          });
          // Named whole, as a list's item or a variable's value: `"System Devanagari"` does not
          // name the family `devanagari`.
          const named = new RegExp(
            `(^|[:,]\\s*|["'])${escapeRegExp(family)}(["']|\\s*[,;}!]|\\s*$)`,
            'i',
          );
          faces.push({
            named,
            ranges,
            css: fromDocument(rule.toString().replace(/\s*\n\s*/g, ''), href),
          });
        });
      facesBySheet.set(href, faces);
    }
    return facesBySheet.get(href);
  };

  /**
   * The @font-face rules of the page's stylesheets whose family the critical rules name and whose
   * characters the page has. beasties picks faces by the families of `font-family` declarations;
   * Tailwind names them through variables (`font-family: var(--font-sans)`), which it cannot
   * follow, so it would leave every face out, and a face that came late would swap the font under
   * the reader.
   */
  const fontFaces = (html, css) => {
    const codePoints = [...new Set([...html].map((char) => char.codePointAt(0)))];
    const drawn = (ranges) => !ranges || codePoints.some((code) => inRanges(code, ranges));
    return [...html.matchAll(STYLESHEET_LINK)]
      .flatMap(([, href]) => facesOf(href))
      .filter((face) => face.named.test(css) && drawn(face.ranges))
      .map((face) => face.css)
      .join('');
  };

  return async (html) => {
    const head = HEAD.exec(await beasties.process(asMatched(html)))[0];
    // beasties writes its one <style> (no attributes) just before the first link it deferred.
    const critical = /<style>([\s\S]*?)<\/style>(?=<link\b)/;
    const css = critical.exec(head)?.[1];
    if (css === undefined) return html;
    const { css: pruned } = await firstPaintOnly.process(
      /\bnot-prose\b/.test(html) ? css : css.replaceAll(NOT_PROSE, ''),
      { from: undefined },
    );
    const faces = fontFaces(html, pruned);
    return html.replace(HEAD, () =>
      head
        .replace(critical, () => `<style>${faces}${pruned}</style>`)
        .replaceAll(SWITCH_ON, SWITCH_ON_AFTER_FIRST_FRAME),
    );
  };
}
