import { withoutControls } from './text';

// The name of a Google Ads conversion action, as an admin types it on the export's page (it comes
// back in the URL) or the command's --conversion: it is written into every row of the file the
// admin opens in a spreadsheet and uploads. Only what a name needs is taken, starting with a
// letter or digit, so no cell of the file can start a formula (OWASP's CSV injection guidance);
// the file's cells are also defused (google-ads-export.ts) in case anything else ever does.

export const MAX_CONVERSION_NAME = 100;

const NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} _\-\u2013.,'"()&/:#+]*$/u;

export const conversionNameProblems = {
  missing: "Enter the conversion action's name, exactly as in Google Ads.",
  tooLong: `A conversion action's name is at most ${MAX_CONVERSION_NAME} characters.`,
  characters:
    'Use letters, digits, spaces and . , - – _ \' " ( ) & / : # + only, starting with a letter or digit.',
};

export type ConversionName =
  { ok: true; name: string } | { ok: false; message: string; typed: string };

/** The conversion action's name, trimmed, or why it is refused (with what was typed). */
export function conversionName(value: string | null | undefined): ConversionName {
  const typed = withoutControls(value ?? '').slice(0, MAX_CONVERSION_NAME + 1);
  const name = typed.trim();
  if (!name) return { ok: false, message: conversionNameProblems.missing, typed };
  if (name.length > MAX_CONVERSION_NAME)
    return { ok: false, message: conversionNameProblems.tooLong, typed };
  if (!NAME.test(name)) return { ok: false, message: conversionNameProblems.characters, typed };
  return { ok: true, name };
}
