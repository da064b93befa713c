import 'server-only';
import { logEvent } from '../http/http';

/**
 * Runs `task` every `everyMs`, never two at once, its failure logged as `failedEvent`; the stop
 * returned waits for a run under way.
 */
export function everyInterval(task: () => Promise<unknown>, everyMs: number, failedEvent: string) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((error: Error) => logEvent('error', failedEvent, { error: error.message }))
      .finally(() => {
        running = null;
      });
  }, everyMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
