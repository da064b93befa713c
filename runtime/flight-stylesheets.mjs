// With `experimental.inlineCss`, Next writes each stylesheet into a prerendered page twice: in a
// <style> in the head, and as a text row of the flight data the page hydrates from (38 KB, 8 KB
// gzipped, more than gzip's 32 KB window apart, so the second copy costs its full size). React
// needs that row only to create a <style> the document lacks: it finds the head's by its href
// first. Cutting the row to one byte makes every page's HTML ~8 KB smaller on the phone's link.

// React Flight rows whose byte length follows the tag (`id:T<hex length>,<bytes>`); every other
// row ends at a newline.
const LENGTH_TAGS = new Set([...'TAOobUSsLlGgMmV'].map((tag) => tag.charCodeAt(0)));
// React writes the stylesheets of one precedence into one <style>, naming each in data-href.
const STYLESHEET = /<style\b[^>]*\bdata-href="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;
// A <style> element of the flight data whose text is a row of its own: `"children":"$<row id>"`.
const STYLE_ROW = /"href":"([^"]+)","children":"\$([0-9a-f]+)"/g;
const FLIGHT_DATA = /self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g;
const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;
const T = 'T'.charCodeAt(0);

// As Next escapes flight data for an inline script (next/dist/shared/lib/htmlescape).
const HTML_ESCAPES = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c' };
const escapeForScript = (json) =>
  json.replace(
    /[&><\u2028\u2029]/g,
    (c) => HTML_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16)}`,
  );

/** The text rows of the flight data, as byte ranges of all its chunks joined. */
function textRows(bytes) {
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(COLON, at);
    if (colon < 0) break;
    const tag = bytes[colon + 1];
    if (!LENGTH_TAGS.has(tag)) {
      const newline = bytes.indexOf(NEWLINE, colon);
      if (newline < 0) break;
      at = newline + 1;
      continue;
    }
    const comma = bytes.indexOf(COMMA, colon);
    const start = comma + 1;
    const end = start + parseInt(bytes.toString('latin1', colon + 2, comma), 16);
    if (tag === T)
      rows.push({ id: bytes.toString('latin1', at, colon), tag: colon + 1, start, end });
    at = end;
  }
  return rows;
}

/** The stylesheets a page holds in its <style> elements, by href. */
export function stylesheetsInPage(html) {
  const sheets = new Map();
  for (const [, hrefs, css] of html.matchAll(STYLESHEET)) {
    for (const href of hrefs.split(' ')) sheets.set(href, Buffer.from(css));
  }
  return sheets;
}

/** The rows of `flight` that copy one of `sheets` whole: the `<style>` naming it in `flight`. */
function stylesheetRows(flight, sheets, withinRow = () => true) {
  const hrefOfRow = new Map(
    [...flight.toString().matchAll(STYLE_ROW)].map(([, href, id]) => [id, href]),
  );
  return textRows(flight).filter((row) => {
    const sheet = sheets.get(hrefOfRow.get(row.id));
    return sheet && withinRow(row) && sheet.includes(flight.subarray(row.start, row.end));
  });
}

const cutRow = (bytes, row, offset = 0) =>
  Buffer.concat([
    bytes.subarray(0, row.tag - offset),
    Buffer.from('T1, '),
    bytes.subarray(row.end - offset),
  ]);

/**
 * The stylesheets every one of `pages` (each one's stylesheets by href) holds. React joins the
 * stylesheets of one precedence in one <style>, so a page with a stylesheet of its own (a blog
 * post's) holds the root's inside a longer text: a stylesheet counts as held where a page's text
 * for its href contains its text alone, the shortest any page has for it.
 */
export function sharedStylesheets(pages) {
  const shared = new Map();
  for (const href of pages[0]?.keys() ?? []) {
    const texts = pages.map((sheets) => sheets.get(href));
    if (texts.some((text) => !text)) continue;
    const alone = texts.reduce((shortest, text) =>
      text.length < shortest.length ? text : shortest,
    );
    if (texts.every((text) => text.includes(alone))) shared.set(href, alone);
  }
  return shared;
}

/**
 * A soft navigation's flight payload (a `.rsc` file) without its copies of `sheets`, stylesheets
 * that every document able to navigate to it already holds; anything else is left as it was.
 */
export function withoutPayloadStylesheets(payload, sheets) {
  return stylesheetRows(payload, sheets)
    .reverse()
    .reduce((bytes, row) => cutRow(bytes, row), payload);
}

/**
 * The page without the flight data's copies of its inline stylesheets, and how many bytes that cut.
 * Anything else is left as it was.
 */
export function withoutFlightStylesheets(html) {
  const scripts = [...html.matchAll(FLIGHT_DATA)];
  const chunks = scripts.map((script) => Buffer.from(JSON.parse(script[1])[1]));
  const flight = Buffer.concat(chunks);
  let total = 0;
  const offsets = chunks.map((chunk) => {
    const offset = total;
    total += chunk.length;
    return offset;
  });
  const scriptOf = (row) => offsets.findLastIndex((offset) => offset <= row.tag);
  // A copy is cut only when it sits whole in one script.
  const wholeInOneScript = (row) =>
    row.end - offsets[scriptOf(row)] <= chunks[scriptOf(row)].length;
  const edits = new Map();
  for (const row of stylesheetRows(flight, stylesheetsInPage(html), wholeInOneScript)) {
    const index = scriptOf(row);
    edits.set(index, [...(edits.get(index) ?? []), row]);
  }

  let out = html;
  // From the last script back, so that earlier scripts' positions in the page stay right.
  for (const index of [...edits.keys()].sort((a, b) => b - a)) {
    const offset = offsets[index];
    let chunk = chunks[index];
    for (const row of edits.get(index).reverse()) chunk = cutRow(chunk, row, offset);
    const script = scripts[index];
    const argument = escapeForScript(JSON.stringify([1, chunk.toString()]));
    const start = script.index + 'self.__next_f.push('.length;
    out = out.slice(0, start) + argument + out.slice(start + script[1].length);
  }
  return { html: out, cut: Buffer.byteLength(html) - Buffer.byteLength(out) };
}
