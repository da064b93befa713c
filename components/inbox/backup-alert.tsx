import { backupAlertCopy } from '@/content/inbox';
import { backupHealth, processStart } from '@/lib/server/backup/backup-health';
import { serverConfig } from '@/lib/server/server-config';

/**
 * The admins' banner on every inbox page when the newest backup is late or the last drill failed
 * (docs/operations.md#backups-on-a-schedule): the same alert as /api/health's.
 */
export function BackupAlert() {
  const backup = serverConfig().backup;
  const alert = backup && backupHealth(backup, new Date(), processStart()).alert;
  if (!alert) return null;
  return (
    <p role="alert" className="bg-red-50 px-4 py-2 text-sm text-red-900">
      <strong>{backupAlertCopy.title}</strong> {alert}. {backupAlertCopy.action}
    </p>
  );
}
