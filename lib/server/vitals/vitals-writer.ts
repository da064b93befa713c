import 'server-only';
import type { NewVital } from './vitals-store';

// Beacons come with every page view, leads seldom: the reports wait here and are written together,
// one transaction a second at most, so that however many browsers report, the lead store sees one
// write a second from them and the leads' own writes never queue behind theirs. The visits the
// same beacons count (lib/server/funnel/visit-intake.ts) are written the same way.

export type VitalsWriter<Row = NewVital> = {
  /** Queues the rows; false when too many already wait (the caller refuses the beacon). */
  add(rows: Row[]): boolean;
  /** Writes what waits now; resolves once everything queued so far is written or failed. */
  flush(): Promise<void>;
};

export type WriterOptions = {
  /** How long the first queued row waits for others. */
  delayMs?: number;
  /** Rows queued or being written, at most: about 200 beacons a second. */
  maxRows?: number;
  /** Told of a failed write (its rows are dropped: a speed report is worth no retry). */
  onError: (error: Error, rows: number) => void;
};

export function vitalsWriter<Row = NewVital>(
  store: { insert(rows: Row[]): Promise<void> },
  { delayMs = 1000, maxRows = 1000, onError }: WriterOptions,
): VitalsWriter<Row> {
  let queued: Row[] = [];
  let writing = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let written: Promise<void> = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = queued;
    queued = [];
    if (rows.length) {
      writing += rows.length;
      written = written
        .then(() => store.insert(rows))
        .catch((error: Error) => onError(error, rows.length))
        .finally(() => {
          writing -= rows.length;
        });
    }
    return written;
  };

  return {
    add(rows) {
      if (queued.length + writing + rows.length > maxRows) return false;
      queued.push(...rows);
      if (!timer) {
        timer = setTimeout(flush, delayMs);
        timer.unref();
      }
      return true;
    },
    flush,
  };
}
