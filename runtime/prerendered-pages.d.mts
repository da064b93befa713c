/** Every page `next build` prerendered to HTML in projectDir's .next, by route, sorted. */
export declare function prerenderedPages(
  projectDir: string,
  options?: { pagesOnly?: boolean },
): { route: string; file: string }[];
