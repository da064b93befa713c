/** The critical-CSS step for the build in `projectDir`: a page's HTML → the page with its critical CSS inline. */
export declare function criticalCss(projectDir: string): (html: string) => Promise<string>;
/** The page without the content of the elements out of its first paint. */
export declare function asFirstPainted(html: string): string;
