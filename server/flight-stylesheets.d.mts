/** The page without the flight data's copies of its inline stylesheets, and how many bytes that cut. */
export declare function withoutFlightStylesheets(html: string): { html: string; cut: number };
