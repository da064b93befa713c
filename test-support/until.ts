// Test support: waiting for a condition rather than for a time.

/** Polls until `condition` holds; fails naming `what` after 15 s. */
export async function until(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets time pass, to show that nothing more happens in it. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
