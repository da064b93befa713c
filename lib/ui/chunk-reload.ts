const FLAG = 'leadwise:chunk-reload';

/** True for the errors a browser raises when a script chunk from an older deploy is gone. */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      error.message,
    ));

/**
 * Reloads the page once when a chunk failed to load (a deploy happened meanwhile), so the visitor
 * gets the new build instead of a broken page; a second failure is left to the error screen.
 */
export function reloadOnceForChunkError(
  error: unknown,
  reload = () => window.location.reload(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  if (sessionStorage.getItem(FLAG)) return false;
  sessionStorage.setItem(FLAG, '1');
  reload();
  return true;
}
