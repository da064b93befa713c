// Inter is drawn from a page's first paint only when the browser already has it. On a first visit
// the page paints in its metric-matched fallback at once, and Inter is fetched after the load for
// the pages that follow: referenced from the first render, even an uncached `optional` face holds
// the text invisible for up to 100 ms, lays the page out twice (17-38 ms more at 4x CPU in a trace)
// and takes a slow network from the page's scripts (pages came to life 150-650 ms sooner without
// it). components/layout/web-font-later.tsx fetches it and notes it here; the head script below reads the
// note before anything is laid out.

/** Where the browser notes that it holds the web font: the class that applies it, as its value. */
export const WEB_FONT_KEY = 'leadwise:web-font';

/**
 * The script in each page's head that gives <html> the web font's class (which names the face)
 * when the font has been fetched on an earlier page. ES5; each page's CSP allows it by its hash.
 */
export const webFontScript = (className: string) =>
  `(function () {try {if (localStorage.getItem(${JSON.stringify(WEB_FONT_KEY)}) === ${JSON.stringify(className)}) document.documentElement.classList.add(${JSON.stringify(className)});} catch (e) {}})();`;
