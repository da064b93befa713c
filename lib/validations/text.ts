// What text the API stores: well-formed Unicode without control characters. A NUL or a lone
// surrogate is refused as the field's 422 on every engine, never a store error or a garbled row.

// C0 controls, DEL and C1 controls; a message keeps its tabs and line breaks.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** No lone surrogate (without String.prototype.isWellFormed, which older phones lack). */
export function isWellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

const controls = (multiline: boolean) => (multiline ? CONTROLS_BUT_LINES : CONTROLS);

/** Text we keep as it is: well-formed, and no control characters (but tab and line breaks where allowed). */
export const isStorableText = (text: string, { multiline = false } = {}) =>
  isWellFormed(text) && !controls(multiline).test(text);

/**
 * The text with its control characters removed (but tab and line breaks where allowed): for text
 * taken without asking, such as a landing URL's decoded parameters, and for what exports write.
 */
export const withoutControls = (text: string, { multiline = false } = {}) =>
  text.replace(new RegExp(controls(multiline).source, 'g'), '');
