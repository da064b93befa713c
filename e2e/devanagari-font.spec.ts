import type { Page } from '@playwright/test';
import { DEVANAGARI_RANGE } from '@/scripts/font-ranges.mjs';
import { privacyRoutes } from '@/lib/seo/routes';
import { HINDI_ON_ENGLISH_PAGES } from '@/lib/ui/hindi-words';
import { collegeRoutes, hindiPages } from './pages';
import { expect, test, type System } from './system-fonts';

// Issue 40: every Hindi page is readable on a first visit, whatever fonts the system has. Without
// a Devanagari font of its own (this machine, many Linux desktops) only the site's web font can
// draw Hindi: it must be used once it arrives, not boxes for as long as the page stays open. With
// one (a phone), that one draws Hindi from the first paint and the web font is never fetched.
// Each test is a first visit: a fresh browser context, nothing cached. Asked of the browser
// itself: the DevTools protocol names the font that drew each text on the screen.

const WEB_FONT_FILE = /noto_sans_devanagari/;
// The cut with the letters of the Hindi that English pages show alone (app/fonts-hindi-words.ts).
const WORDS_FONT_FILE = /hindi_words/;
// The web font's family names in its files (`… SemiBold` for weight 600), and Android's font's,
// which the phone is given.
const DEVANAGARI_FACE = /^Noto Sans Devanagari\b/;
// The characters the site's Devanagari faces draw: every other one comes from Inter's faces.
const FACE_RANGE = new RegExp(
  `[${DEVANAGARI_RANGE.split(',')
    .map((part) =>
      part
        .trim()
        .slice(2)
        .split('-')
        .map((hex) => `\\u{${hex}}`)
        .join('-'),
    )
    .join('')}]`,
  'gu',
);

/** A first visit to a page on the system, and the Devanagari font files it fetched. */
async function firstVisit(
  systemPage: (system: System) => Promise<Page>,
  system: System,
  route: string,
  status = 200,
) {
  const page = await systemPage(system);
  const fetched: string[] = [];
  const fetchedWords: string[] = [];
  page.on('request', (request) => {
    if (WEB_FONT_FILE.test(request.url())) fetched.push(request.url());
    if (WORDS_FONT_FILE.test(request.url())) fetchedWords.push(request.url());
  });
  const response = await page.goto(route);
  expect(response?.status()).toBe(status);
  return { page, fetched, fetchedWords };
}

type Face = { familyName: string; glyphCount: number };
type Drawn = { text: string; faces: Face[] };

declare global {
  interface Window {
    /** The Devanagari texts measured so far: text nodes, and selects showing such an option. */
    devanagariTexts?: (Text | HTMLSelectElement)[];
  }
}

/**
 * Scrolls down the page a screen at a time, as a visitor would, and at each screen, once its
 * text is laid out and the fonts it asked for have arrived, notes the Devanagari texts laid
 * out so far that were not noted yet. Returns them, and whether this was the last screen and
 * which rendered Devanagari texts were never laid out (a test that saw none would prove nothing).
 */
function noteScreen(screen: number) {
  return (async () => {
    const devanagari = /[\u0900-\u097F]/;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const rects = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()];
    };
    const shownText = (node: Text | HTMLSelectElement) =>
      node instanceof HTMLSelectElement ? (node.selectedOptions[0]?.text ?? '') : node.data;
    /** Every Devanagari text the page draws, wherever it is. */
    const rendered = () => {
      const texts: (Text | HTMLSelectElement)[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (devanagari.test((node as Text).data) && rects(node).length) texts.push(node as Text);
      texts.push(
        ...[...document.querySelectorAll('select')].filter(
          (select) => devanagari.test(shownText(select)) && rects(select).length,
        ),
      );
      return texts.filter((node) =>
        (node instanceof Text ? node.parentElement! : node).checkVisibility({
          visibilityProperty: true,
        }),
      );
    };
    const laidOut = (node: Text | HTMLSelectElement) =>
      (node instanceof Text ? node.parentElement! : node).checkVisibility({
        contentVisibilityAuto: true,
      });
    const onScreen = (node: Node) =>
      rects(node).some((rect) => rect.bottom > 0 && rect.top < window.innerHeight);

    window.scrollTo(0, screen * window.innerHeight);
    // Sections below the first screen are laid out when near (content-visibility: auto): wait
    // until this screen's are, then for the fonts their text asked for (reading the texts'
    // geometry in rendered() lays the page out, and so asks for them).
    await frame();
    while (rendered().some((node) => onScreen(node) && !laidOut(node))) await frame();
    await document.fonts.ready;
    // Laid out again with the fonts that arrived, before the DevTools protocol is asked.
    document.body.getBoundingClientRect();

    const noted = (window.devanagariTexts ??= []);
    const first = noted.length;
    noted.push(...rendered().filter((node) => laidOut(node) && !noted.includes(node)));
    const last = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    return {
      texts: noted.slice(first).map(shownText),
      neverLaidOut: last
        ? rendered()
            .filter((node) => !noted.includes(node))
            .map(shownText)
        : [],
      last,
    };
  })();
}

/** Each Devanagari text of the page, as a visitor scrolls through it, with the fonts that drew it. */
async function devanagariDrawing(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await cdp.send('DOM.getDocument', { depth: 0 }); // DOM.requestNode needs the document first
  const drawn: Drawn[] = [];
  for (let screen = 0; ;) {
    const { texts, neverLaidOut, last } = await page.evaluate(noteScreen, screen);
    let replaced = false;
    for (const text of texts) {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `window.devanagariTexts[${drawn.length}]`,
      });
      // React may have replaced the node since it was noted (a client component's first render
      // after a Suspense fallback): a node out of the page has no fonts. It is dropped, and the
      // same screen noted again, with the node that replaced it.
      const { result: connected } = await cdp.send('Runtime.callFunctionOn', {
        objectId: result.objectId!,
        functionDeclaration: 'function () { return this.isConnected; }',
        returnByValue: true,
      });
      if (!connected.value) {
        await page.evaluate((index) => window.devanagariTexts!.splice(index, 1), drawn.length);
        replaced = true;
        continue;
      }
      const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId! });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      drawn.push({ text, faces: fonts });
    }
    if (replaced) continue;
    if (last) {
      expect(neverLaidOut, 'Devanagari text never laid out while scrolling').toEqual([]);
      expect(drawn.length).toBeGreaterThan(0);
      return drawn;
    }
    screen++;
  }
}

/**
 * The texts whose Devanagari was not all drawn by a Devanagari face: none of its glyphs from
 * one, or more glyphs from other fonts than the text has characters outside the face's range (a
 * Latin font drawing boxes for the letters it lacks).
 */
function misdrawn(drawn: Drawn[]) {
  const glyphs = (faces: Face[]) => faces.reduce((sum, face) => sum + face.glyphCount, 0);
  return drawn
    .filter(({ text, faces }) => {
      const own = faces.filter((face) => DEVANAGARI_FACE.test(face.familyName));
      const other = faces.filter((face) => !DEVANAGARI_FACE.test(face.familyName));
      const outsideRange = [...text.replace(FACE_RANGE, '')].length;
      return glyphs(own) === 0 || glyphs(other) > outsideRange;
    })
    .map(
      ({ text, faces }) =>
        `${text}: ${faces.map((face) => `${face.familyName} ${face.glyphCount} glyphs`).join(', ')}`,
    );
}

for (const route of hindiPages) {
  test(`${route}: with no Devanagari font on the system, a first visit draws Hindi in the web font`, async ({
    systemPage,
  }) => {
    const { page, fetched } = await firstVisit(systemPage, 'no Devanagari font', route);
    expect(
      misdrawn(await devanagariDrawing(page)),
      'drawn in boxes: Devanagari not drawn by a Devanagari face',
    ).toEqual([]);
    // The face that drew it is the site's: nothing else on this system has Devanagari.
    expect(fetched.length).toBeGreaterThan(0);
  });

  test(`${route}: a phone's own Devanagari font draws Hindi from the first visit, the web font never fetched`, async ({
    systemPage,
  }) => {
    const { page, fetched } = await firstVisit(systemPage, "a phone's Devanagari font", route);
    expect(misdrawn(await devanagariDrawing(page))).toEqual([]);
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.status}`),
    );
    expect(faces).toContain('System Devanagari normal loaded');
    // Declared twice (the page's critical CSS and the whole sheet): the same three faces, unloaded.
    expect([...new Set(faces.filter((face) => face.startsWith('devanagari ')))]).toEqual([
      'devanagari 400 unloaded',
      'devanagari 600 unloaded',
      'devanagari 700 unloaded',
    ]);
    expect(fetched).toEqual([]);
  });
}

// English pages show a little Hindi, which their fonts lack: the language switch's name (one
// funnel page and one privacy page: the switch is one component in both chromes) and the 404's
// line to the Hindi admission pages. On a system without a Devanagari font they drew as boxes.
// The Hindi pages' font files are never fetched; the words' own cut only where the system has no
// Devanagari font: a file for each weight the page draws them in (the switch's semibold; the
// 404's regular line and semibold links).
const ENGLISH_PAGES_HINDI: { route: string; status: number; texts: string[]; weights: number }[] = [
  {
    route: collegeRoutes[0],
    status: 200,
    texts: HINDI_ON_ENGLISH_PAGES.languageSwitch,
    weights: 1,
  },
  {
    route: privacyRoutes('en')[0],
    status: 200,
    texts: HINDI_ON_ENGLISH_PAGES.languageSwitch,
    weights: 1,
  },
  { route: '/no-such-page', status: 404, texts: HINDI_ON_ENGLISH_PAGES.notFound, weights: 2 },
];
const SYSTEMS: [System, boolean][] = [
  ['no Devanagari font', true],
  ["a phone's Devanagari font", false],
];
for (const { route, status, texts, weights } of ENGLISH_PAGES_HINDI) {
  for (const [system, needsCut] of SYSTEMS) {
    const wordsFetches = needsCut ? weights : 0;
    test(`${route}: with ${system} its Hindi words are drawn in Devanagari, ${wordsFetches} font files fetched`, async ({
      systemPage,
    }) => {
      const { page, fetched, fetchedWords } = await firstVisit(systemPage, system, route, status);
      const drawn = await devanagariDrawing(page);
      expect(drawn.map(({ text }) => text)).toEqual(texts);
      expect(misdrawn(drawn), 'drawn in boxes').toEqual([]);
      expect(fetched).toEqual([]);
      expect(fetchedWords).toHaveLength(wordsFetches);
    });
  }
}
