/** @jest-environment node */
import { JSDOM, VirtualConsole } from 'jsdom';
import { WEB_FONT_KEY, webFontScript } from './web-font';

const FONT_CLASS = 'inter_abc_variable';

/** Parses a page whose head runs the script; returns <html>'s classes and any script error. */
function load(note: string | null, { storageRefused = false } = {}) {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error.message));
  const dom = new JSDOM(
    `<!doctype html><html class="hindi"><head><script>${webFontScript(FONT_CLASS)}</script></head><body></body></html>`,
    {
      url: 'https://leadwise.example/',
      runScripts: 'dangerously',
      virtualConsole,
      beforeParse(window) {
        if (note !== null) window.localStorage.setItem(WEB_FONT_KEY, note);
        if (storageRefused)
          Object.defineProperty(window, 'localStorage', {
            get: () => {
              throw new window.DOMException('The operation is insecure.', 'SecurityError');
            },
          });
      },
    },
  );
  return { classes: [...dom.window.document.documentElement.classList], errors };
}

test('a browser that fetched the font on an earlier page is given its class', () => {
  expect(load(FONT_CLASS)).toEqual({ classes: ['hindi', FONT_CLASS], errors: [] });
});

test('a first visit keeps the fallback', () => {
  expect(load(null)).toEqual({ classes: ['hindi'], errors: [] });
});

test('a note left by another build of the font keeps the fallback', () => {
  expect(load('inter_old_variable')).toEqual({ classes: ['hindi'], errors: [] });
});

test('storage the browser refuses keeps the fallback, without an error', () => {
  expect(load(FONT_CLASS, { storageRefused: true })).toEqual({ classes: ['hindi'], errors: [] });
});
