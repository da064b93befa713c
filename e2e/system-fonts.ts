import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { noDevanagariFontEnv, phoneFontEnv } from '@/scripts/test/phone-fonts.mjs';

// Chromium on systems with other fonts than this machine's (which has no Devanagari font):
// through fontconfig, one that has none whatever fonts the machine gains, and one with the
// Devanagari font a phone has (scripts/test/phone-fonts.mjs).

const SYSTEMS = {
  'no Devanagari font': noDevanagariFontEnv,
  "a phone's Devanagari font": phoneFontEnv,
};
export type System = keyof typeof SYSTEMS;

/**
 * The specs' `test`, with `systemPage(system)`: a page in a fresh context of a Chromium on that
 * system, or of the project's own without one (a first visit: nothing cached), with the project's
 * screen.
 */
export const test = base.extend<
  { systemPage: (system?: System) => Promise<Page> },
  { systemBrowser: (system: System) => Promise<Browser> }
>({
  /** A Chromium for each system, launched once per worker when first asked for. */
  systemBrowser: [
    async ({ playwright, launchOptions }, use) => {
      const browsers = new Map<System, Promise<Browser>>();
      await use((system) => {
        if (!browsers.has(system))
          browsers.set(
            system,
            SYSTEMS[system]().then((env) => playwright.chromium.launch({ ...launchOptions, env })),
          );
        return browsers.get(system)!;
      });
      for (const browser of browsers.values()) await (await browser).close();
    },
    { scope: 'worker' },
  ],
  systemPage: async (
    { browser, systemBrowser, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent },
    provide, // Playwright's `use`, named so that the React hooks rule does not take it for one
  ) => {
    const contexts: BrowserContext[] = [];
    await provide(async (system) => {
      const context = await (system ? await systemBrowser(system) : browser).newContext({
        baseURL,
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        userAgent,
      });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

export { expect } from '@playwright/test';
