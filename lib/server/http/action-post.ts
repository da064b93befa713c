import 'server-only';
import { MAX_JSON_DEPTH, nestsWithin } from './http';

// What a post to a page may carry for Next's Server Actions (lib/server/intake/form-actions.ts), checked
// before Next decodes it: React's decoder takes a `$` string in an action's arguments for a
// reference (a Map, a Blob, another action, a field that is not there) and fails on a crafted one,
// or on arguments that are not JSON, with a 500. The forms' posts hold none: a form posted
// natively names its action `$ACTION_REF_<n>` with the metadata `$ACTION_<n>:0`
// ({"id":…,"bound":"$@1"}) and its bound argument, the form's previous state, in `$ACTION_<n>:1`;
// a scripted call (the `Next-Action` header) holds its arguments in field `0`, the form's fields
// by a `$K` reference. A string of the visitor's that starts with `$` arrives as `$$…`.

const BOUND_REFERENCE = /^\$@([0-9a-f]+)$/i;
const FORM_DATA_REFERENCE = /^\$K[0-9a-f]+$/i;

function parsed(field: FormDataEntryValue | null): unknown {
  if (typeof field !== 'string') return undefined;
  try {
    return JSON.parse(field);
  } catch {
    return undefined;
  }
}

/**
 * Plain data: nested within MAX_JSON_DEPTH, every string that starts with `$` an escaped `$$` or
 * a reference that `allowed` matches.
 */
function isPlain(value: unknown, allowed?: RegExp): boolean {
  if (!nestsWithin(value, MAX_JSON_DEPTH)) return false;
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.startsWith('$') && !item.startsWith('$$') && !allowed?.test(item)) return false;
    } else if (typeof item === 'object' && item !== null) {
      for (const child of Object.values(item)) pending.push(child);
    }
  }
  return true;
}

/** A natively posted action: its metadata names an action, and its bound arguments are there. */
function isFormAction(form: FormData, name: string): boolean {
  const prefix = `$ACTION_${name}:`;
  const meta = parsed(form.get(`${prefix}0`));
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return false;
  const { id, bound, ...rest } = meta as Record<string, unknown>;
  if (typeof id !== 'string' || !isPlain(id) || !isPlain(rest)) return false;
  if (bound === null) return true;
  const chunk = typeof bound === 'string' ? BOUND_REFERENCE.exec(bound) : null;
  if (!chunk) return false;
  const args = parsed(form.get(`${prefix}${parseInt(chunk[1], 16)}`));
  return Array.isArray(args) && isPlain(args);
}

/**
 * Whether a multipart post to a page is one that Next's Server Actions decode without failing;
 * `scripted` when it came with the `Next-Action` header. A post that names no action at all is
 * left to Next, which answers it with a 400.
 */
export function isDecodableActionPost(form: FormData, scripted: boolean): boolean {
  if (scripted) {
    const args = parsed(form.get('0'));
    return Array.isArray(args) && isPlain(args, FORM_DATA_REFERENCE);
  }
  return [...form.keys()]
    .filter((key) => key.startsWith('$ACTION_REF_'))
    .every((key) => isFormAction(form, key.slice('$ACTION_REF_'.length)));
}
