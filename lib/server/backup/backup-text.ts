import 'server-only';
import path from 'node:path';
import type { ListedBackup } from './backup-list';
import type { Replayed } from './ledger-replay';
import type { RestoreReport } from './restore-backup';
import type { TakenBackup } from './take-backup';
import type { Verified } from './verify-backup';

// What the backup commands print (scripts/leads/backup-command.ts).

export const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

export function formatAge(ms: number) {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

const leadList = (ids: number[]) => (ids.length ? ids.map((id) => `#${id}`).join(', ') : 'none');

export const formatTaken = ({ file, header, bytes, pruned }: TakenBackup) =>
  [
    `Backed up ${header.leads} leads (up to lead #${header.lastLeadId}) to ${file} (${formatSize(bytes)}).`,
    ...(pruned.length
      ? [`Deleted ${pruned.length} older than 30 days: ${pruned.join(', ')}.`]
      : []),
  ].join('\n');

export function formatList(backups: ListedBackup[], dir: string, now: Date) {
  if (!backups.length) return `No backups in ${dir} yet.\n`;
  return `${[
    `Backups in ${dir}, oldest first:`,
    ...backups.map(
      ({ file, takenAt, bytes }) =>
        `  ${path.basename(file)}  ${formatSize(bytes).padStart(9)}  ${formatAge(now.getTime() - Date.parse(takenAt))} old`,
    ),
  ].join('\n')}\n`;
}

export const formatReplayed = ({ entries, erasedLeads, withdrawnLeads }: Replayed, since: string) =>
  `Done again from the erasure ledger (${entries} ${entries === 1 ? 'entry' : 'entries'} since ${since}): erased leads ${leadList(erasedLeads)}; withdrawn leads ${leadList(withdrawnLeads)}.`;

export function formatRestore({ header, replayed, lost }: RestoreReport) {
  return [
    `Restored the backup taken ${header.takenAt}: ${header.leads} leads, up to lead #${header.lastLeadId}.`,
    formatReplayed(replayed, header.takenAt),
    lost === null
      ? `The store it replaced could not be read: every lead after #${header.lastLeadId} (received after ${header.takenAt}) is lost, and how many there were is not known here.`
      : lost.length
        ? `Lost: ${lost.length} leads arrived after the backup and are not in it: ${lost.map(({ id, received_at }) => `#${id} (${received_at})`).join(', ')}.`
        : 'Lost: no lead arrived after the backup.',
  ].join('\n');
}

export function formatVerified(verified: Verified | null) {
  if (!verified) return 'No backup to verify yet: take one with `npm run leads -- backup`.';
  const { file, header, leads, stillHeld, ok } = verified;
  return [
    `${ok ? 'Verified' : 'FAILED'}: ${path.basename(file)}, taken ${header.takenAt}, restored into a temporary store and checked (SQLite's integrity check or PostgreSQL's load).`,
    `Leads: ${leads} restored, ${header.leads} backed up${leads === header.leads ? '' : ' — they differ'}.`,
    stillHeld.length
      ? `Erased before the backup yet still in it: leads ${leadList(stillHeld)}.`
      : 'No person the erasure ledger erased before the backup is in it.',
  ].join('\n');
}
