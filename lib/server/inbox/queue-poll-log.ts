import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** How long one open queue's polls go unlogged after one is logged. */
export const POLL_LOG_WINDOW_SECONDS = 15 * 60;

// Per process, like the poll itself: with several instances an open queue is logged at most once
// per instance and window, where it used to write a row every 15 s for as long as it stayed open.
const logged = new RateLimiterMemory({ points: 1, duration: POLL_LOG_WINDOW_SECONDS });

/**
 * Whether this poll of the open queue goes in the access log: the first of each session and view
 * (`record`, its filters) in each window, so the log says who watched which view and since when
 * without a row per poll (docs/operations.md#the-access-log).
 */
export async function pollToLog(sessionId: string, record: string): Promise<boolean> {
  try {
    await logged.consume(`${sessionId} ${record}`);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
