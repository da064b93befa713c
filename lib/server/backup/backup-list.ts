import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** A finished backup in BACKUP_DIR: its file, when it was taken and its size. */
export type ListedBackup = { file: string; takenAt: string; bytes: number };

const NAME = /^leads-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.backup$/;

/**
 * The finished backups, oldest first, by their names' times: a temporary `.partial-` file (a
 * backup cut short) is never listed, so never restored.
 */
export function backupFiles(dir: string): ListedBackup[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const match = NAME.exec(name);
      if (!match) return [];
      const [, day, hours, minutes, seconds, ms] = match;
      const file = path.join(dir, name);
      return [
        {
          file,
          takenAt: `${day}T${hours}:${minutes}:${seconds}.${ms}Z`,
          bytes: fs.statSync(file).size,
        },
      ];
    })
    .sort((a, b) => a.takenAt.localeCompare(b.takenAt));
}
