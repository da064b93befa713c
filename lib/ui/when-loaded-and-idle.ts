/**
 * Runs `task` once the page has loaded and the browser is next idle (Safari has no idle
 * callback: right after the load), out of the way of the first paint and of what the visitor
 * does first. Returns a canceller.
 */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancel = () => window.removeEventListener('load', idle);
  function idle() {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(task);
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task);
      cancel = () => clearTimeout(id);
    }
  }
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => cancel();
}
