// Keeps one opened resource (the API's store and what hangs off it) and heals it: a failed
// opening, or a failure reported while using it, drops it, and it is opened again on the next
// request after a backoff (1 s, doubling up to 30 s), so fixing the cause (permissions, a
// database that was down) needs no restart.

import 'server-only';

export type KeeperOptions<T> = {
  open: () => Promise<T>;
  close: (value: T) => Promise<void>;
  /** Told of each failure and when the next attempt may come. */
  onFailure?: (error: Error, retryInMs: number) => void;
  baseMs?: number;
  maxMs?: number;
  now?: () => number;
};

export type KeeperStatus =
  { available: true } | { available: false; error: string; retryInMs: number };

export class Unavailable extends Error {
  constructor(
    readonly cause: string,
    readonly retryInMs: number,
  ) {
    super(`unavailable: ${cause}; next attempt in ${Math.ceil(retryInMs / 1000)} s`);
  }
}

export class ContextKeeper<T> {
  private current: Promise<T> | null = null;
  private opened: T | null = null;
  private failures = 0;
  private retryAt = 0;
  private lastError: string | null = null;

  constructor(private readonly options: KeeperOptions<T>) {}

  private now() {
    return (this.options.now ?? Date.now)();
  }

  private noteFailure(error: Error) {
    this.failures += 1;
    const delay = Math.min(
      this.options.maxMs ?? 30_000,
      (this.options.baseMs ?? 1_000) * 2 ** Math.min(this.failures - 1, 20),
    );
    this.retryAt = this.now() + delay;
    this.lastError = error.message;
    this.options.onFailure?.(error, delay);
  }

  /** The opened resource; opens it when there is none and the backoff has passed. */
  get(): Promise<T> {
    if (this.current) return this.current;
    const wait = this.retryAt - this.now();
    if (wait > 0) return Promise.reject(new Unavailable(this.lastError ?? 'not open', wait));
    this.current = this.options.open().then(
      (value) => {
        this.opened = value;
        this.failures = 0;
        this.lastError = null;
        return value;
      },
      (error: Error) => {
        this.current = null;
        this.noteFailure(error);
        throw error;
      },
    );
    return this.current;
  }

  /** Reports that using `value` failed: it is closed, and the next request opens a new one. */
  failed(value: T, error: Error) {
    if (this.opened !== value) return;
    this.opened = null;
    this.current = null;
    this.noteFailure(error);
    this.options.close(value).catch(() => undefined);
  }

  /** Closes the opened resource for good (the process stops): its work under way ends first. */
  async close() {
    const value = this.opened;
    this.opened = null;
    this.current = null;
    this.retryAt = Number.POSITIVE_INFINITY;
    this.lastError = 'the server is stopping';
    if (value) await this.options.close(value);
  }

  status(): KeeperStatus {
    if (this.opened) return { available: true };
    return {
      available: false,
      error: this.lastError ?? 'not open yet',
      retryInMs: Math.max(0, this.retryAt - this.now()),
    };
  }
}
