/** Every page `next build` prerendered to HTML in projectDir's .next, by route, sorted. */
export declare function prerenderedPages(projectDir: string): { route: string; file: string }[];
