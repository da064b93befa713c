// The follow-up's date and time field (`<input type="datetime-local">`) means India's wall clock,
// whatever zone the server or the operator's laptop is set to: converted with India's one fixed
// offset (+05:30 all year since 1945), never the process's own zone.

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** `2026-11-28T10:30`: a stored moment as India's wall clock, for the field to show; '' for none. */
export function toIndiaInput(iso: string | null): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The moment the field's value names in India; null for an empty field and undefined for one that
 * is not a real date and time (`2026-02-30T10:00`, `tomorrow`).
 */
export function fromIndiaInput(value: string): Date | null | undefined {
  const text = value.trim();
  if (!text) return null;
  const parts = LOCAL.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls 30 February over into March: a rolled date was never a real one.
  if (
    year < 2000 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return undefined;
  return new Date(wall - IST_OFFSET_MS);
}
