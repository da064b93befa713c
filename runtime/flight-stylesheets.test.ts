/** @jest-environment node */
import {
  sharedStylesheets,
  stylesheetsInPage,
  withoutFlightStylesheets,
  withoutPayloadStylesheets,
} from './flight-stylesheets.mjs';

// Prerendered pages as Next writes them: stylesheets in one <style> per precedence, the flight
// data in inline scripts, JSON-escaped for HTML.
const script = (chunk: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, chunk]).replace(
    /[&<>]/g,
    (c) => `\\u00${c.charCodeAt(0).toString(16)}`,
  )})</script>`;
const textRow = (id: string, text: string) =>
  `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const page = (style: string, ...chunks: string[]) =>
  `<!DOCTYPE html><html><head>${style}</head><body><h1>Hi</h1>${chunks.map(script).join('')}</body></html>`;

// Multi-byte text, quotes, `>` (escaped in the script), a newline and colons: rows have byte lengths.
const main = '.a>b{content:"→"}\n@media (min-width:40rem){.c{color:red}}';
const hindi = '.hi{font-family:"Noto"}';
const headStyle = `<style data-precedence="next" data-href="/main.css /hi.css">${main}${hindi}</style>`;
const styleElement = (href: string, row: string) =>
  `0:["$","style","0",{"precedence":"next","href":"${href}","children":"$${row}"}]\n`;

describe('withoutFlightStylesheets', () => {
  test("cuts the flight data's copy of a stylesheet the page holds to one byte, and nothing else", () => {
    const rest = '8:["$","p",null,{"children":"after: the next row"}]\n';
    const html = page(headStyle, styleElement('/main.css', '7') + textRow('7', main) + rest);

    const result = withoutFlightStylesheets(html);

    expect(result.html).toBe(page(headStyle, `${styleElement('/main.css', '7')}7:T1, ${rest}`));
    expect(result.cut).toBe(Buffer.byteLength(html) - Buffer.byteLength(result.html));
    expect(result.cut).toBeGreaterThan(Buffer.byteLength(main));
  });

  test('finds the copy in a later script, after rows of every kind', () => {
    const first = `${styleElement('/hi.css', 'a')}${textRow('5', 'a\nb:c')}:HL["/x"]\n6:"s"\n`;
    const html = page(headStyle, first, textRow('a', hindi));

    expect(withoutFlightStylesheets(html).html).toBe(page(headStyle, first, 'a:T1, '));
  });

  test('leaves a copy split between two scripts as it is', () => {
    const row = styleElement('/main.css', '7') + textRow('7', main);
    const html = page(headStyle, row.slice(0, -10), row.slice(-10));

    expect(withoutFlightStylesheets(html)).toEqual({ html, cut: 0 });
  });

  test('leaves text that is no stylesheet of the page, or differs from it', () => {
    const otherSheet = styleElement('/other.css', '7') + textRow('7', main);
    const changed = styleElement('/main.css', '7') + textRow('7', `${main} `);
    const noStyle = `0:["$","script",null,{"children":"$7"}]\n${textRow('7', main)}`;

    for (const chunk of [otherSheet, changed, noStyle]) {
      const html = page(headStyle, chunk);
      expect(withoutFlightStylesheets(html)).toEqual({ html, cut: 0 });
    }
  });
});

describe('withoutPayloadStylesheets', () => {
  const sheets = stylesheetsInPage(page(headStyle));
  const rest = '8:["$","p",null,{"children":"after"}]\n';

  test('reads each stylesheet of a page by its href', () => {
    expect([...sheets].map(([href, css]) => [href, css.toString()])).toEqual([
      ['/main.css', main + hindi],
      ['/hi.css', main + hindi],
    ]);
  });

  test('cuts the copies of the stylesheets given to one byte, keeping every other row', () => {
    const payload = Buffer.from(
      `${styleElement('/main.css', '7')}${textRow('7', main)}${styleElement('/hi.css', 'a')}${textRow('a', hindi)}${rest}`,
    );

    expect(withoutPayloadStylesheets(payload, sheets).toString()).toBe(
      `${styleElement('/main.css', '7')}7:T1, ${styleElement('/hi.css', 'a')}a:T1, ${rest}`,
    );
  });

  test('leaves stylesheets not given, or whose text differs', () => {
    const payload = Buffer.from(
      `${styleElement('/other.css', '7')}${textRow('7', main)}${styleElement('/main.css', 'a')}${textRow('a', `${main}!`)}${rest}`,
    );

    expect(withoutPayloadStylesheets(payload, sheets)).toEqual(payload);
  });
});

describe('sharedStylesheets', () => {
  const own = '.article h2{margin-top:2em}';
  const sheetsOf = (style: string) => stylesheetsInPage(page(style));
  const alone = sheetsOf(`<style data-precedence="next" data-href="/main.css">${main}</style>`);
  // A blog post: the root's stylesheet and its own, joined in one <style>.
  const post = sheetsOf(
    `<style data-precedence="next" data-href="/main.css /post.css">${main}${own}</style>`,
  );
  const texts = (sheets: Map<string, Buffer>) =>
    [...sheets].map(([href, css]) => [href, css.toString()]);

  test("finds the root's stylesheet in a page that joins it with one of its own, in any order", () => {
    expect(texts(sharedStylesheets([alone, post]))).toEqual([['/main.css', main]]);
    expect(texts(sharedStylesheets([post, alone]))).toEqual([['/main.css', main]]);
  });

  test('a payload of a page with its own stylesheet loses only the shared copy', () => {
    const payload = Buffer.from(
      `${styleElement('/main.css', '7')}${textRow('7', main)}${styleElement('/post.css', 'a')}${textRow('a', own)}`,
    );

    expect(withoutPayloadStylesheets(payload, sharedStylesheets([post, alone])).toString()).toBe(
      `${styleElement('/main.css', '7')}7:T1, ${styleElement('/post.css', 'a')}${textRow('a', own)}`,
    );
  });

  test('keeps apart a stylesheet some page lacks, or holds with another text', () => {
    const other = sheetsOf(`<style data-precedence="next" data-href="/main.css">${hindi}</style>`);
    expect(texts(sharedStylesheets([post, other]))).toEqual([]);
    expect(texts(sharedStylesheets([post, sheetsOf('')]))).toEqual([]);
    expect(texts(sharedStylesheets([post, post]))).toEqual(texts(post));
  });
});
