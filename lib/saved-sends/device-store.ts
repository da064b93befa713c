import { SAVED_PREFIX } from './saved-key';
import type { SavedSend } from './saved-send';
import { isExpired } from './schedule';

// The kept sends in localStorage, one entry per idempotency key, and who is told of changes.
// Every access may throw (storage disabled, full, or refused in a private window): a send that
// cannot be written is simply not kept, and the form does not say it was.

const entryOf = (key: string) => `${SAVED_PREFIX}${key}`;

/** A kept send as written, or null for anything else under our prefix. */
export function parseSaved(text: string | null): SavedSend | null {
  if (!text) return null;
  try {
    const record = JSON.parse(text) as Partial<SavedSend> | null;
    const whole =
      typeof record?.key === 'string' &&
      (record.call === 'lead' || record.call === 'newsletter') &&
      typeof record.form === 'string' &&
      typeof record.match === 'string' &&
      typeof record.body === 'object' &&
      record.body !== null &&
      typeof record.firstAttemptAt === 'number' &&
      typeof record.lastAttemptAt === 'number';
    return whole ? (record as SavedSend) : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function onOtherTab(event: StorageEvent) {
  if (event.key === null || event.key.startsWith(SAVED_PREFIX)) changed();
}

/** Calls `listener` whenever a kept send changes, in this tab or another. */
export function onSavedChange(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onOtherTab);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onOtherTab);
  };
}

export function readSaved(key: string): SavedSend | null {
  try {
    return parseSaved(localStorage.getItem(entryOf(key)));
  } catch {
    return null;
  }
}

/** True when it was written. */
export function writeSaved(record: SavedSend): boolean {
  try {
    localStorage.setItem(entryOf(record.key), JSON.stringify(record));
  } catch {
    return false;
  }
  changed();
  return true;
}

export function removeSaved(key: string) {
  try {
    localStorage.removeItem(entryOf(key));
  } catch {
    return;
  }
  changed();
}

/** Every kept send, oldest first; an unreadable entry under our prefix is removed. */
export function listSaved(): SavedSend[] {
  const records: SavedSend[] = [];
  const unreadable: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const entry = localStorage.key(i);
      if (!entry?.startsWith(SAVED_PREFIX)) continue;
      const record = parseSaved(localStorage.getItem(entry));
      if (record) records.push(record);
      else unreadable.push(entry);
    }
    unreadable.forEach((entry) => localStorage.removeItem(entry));
  } catch {
    // Storage refused: nothing is kept.
  }
  return records.sort((a, b) => a.firstAttemptAt - b.firstAttemptAt);
}

/** The kept sends still waiting for a verdict. */
export const pendingSaved = (now = Date.now()) =>
  listSaved().filter((record) => !record.settled && !isExpired(record, now));

/** The kept send of this call whose visitor typed and chose exactly this, if any. */
export const findKept = (call: SavedSend['call'], match: string) =>
  pendingSaved().find((record) => record.call === call && record.match === match) ?? null;

/** Whether a send this form made is kept and waiting (what the form shows). */
export const isKeptFor = (form: string) => pendingSaved().some((record) => record.form === form);
