import 'server-only';
import fs from 'node:fs';

/**
 * Writes `text` to a new file only its owner may read, the first time; null when the file is
 * there already (another start, or another process, made it first: read that one instead).
 */
export function writtenOnce(file: string, text: string): string | null {
  try {
    fs.writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' });
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
}
