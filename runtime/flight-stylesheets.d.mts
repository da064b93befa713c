/** The stylesheets a page holds in its <style> elements, by href. */
export declare function stylesheetsInPage(html: string): Map<string, Buffer>;
/** The stylesheets every one of `pages` holds, each by its text alone. */
export declare function sharedStylesheets(pages: Map<string, Buffer>[]): Map<string, Buffer>;
/** A soft navigation's flight payload (a `.rsc` file) without its copies of `sheets`. */
export declare function withoutPayloadStylesheets(
  payload: Buffer,
  sheets: Map<string, Buffer>,
): Buffer;
/** The page without the flight data's copies of its inline stylesheets, and how many bytes that cut. */
export declare function withoutFlightStylesheets(html: string): { html: string; cut: number };
