// The admins' banner says what /api/health says of the backups, and nothing while they are well.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { writeDrillStatus } from '@/lib/server/backup/backup-health';
import { serverConfig } from '@/lib/server/server-config';
import { BackupAlert } from './backup-alert';

let dir: string;
const env = { ...process.env };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-alert-'));
  process.env.LEADS_DB_PATH = path.join(dir, 'leads.db');
  fs.mkdirSync(path.join(dir, 'backups'));
});
afterEach(() => {
  process.env = { ...env };
  fs.rmSync(dir, { recursive: true, force: true });
});

it('says nothing while no backup is due yet', () => {
  const { container } = render(<BackupAlert />);
  expect(container).toBeEmptyDOMElement();
});

it('says the last drill failed', () => {
  const file = path.join(dir, 'backups', 'leads-2026-12-06T10-00-00-000Z.backup');
  fs.writeFileSync(file, '');
  writeDrillStatus(serverConfig().backup!, { at: new Date().toISOString(), file, ok: false });
  render(<BackupAlert />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Backups need attention: the last drill failed on leads-2026-12-06T10-00-00-000Z.backup (npm run leads -- backup verify). See docs/operations.md, Backups.',
  );
});
