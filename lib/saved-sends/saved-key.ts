// Where the browser keeps the sends it could not deliver (localStorage, one entry per send,
// never a cookie). Small on purpose: every page asks `hasSaved` before loading the resender.

export const SAVED_PREFIX = 'leadwise:saved:';

/** Whether anything is kept on this device, from this site's earlier page views or tabs. */
export function hasSaved(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++)
      if (localStorage.key(i)?.startsWith(SAVED_PREFIX)) return true;
  } catch {
    // Storage refused: nothing can have been kept.
  }
  return false;
}
