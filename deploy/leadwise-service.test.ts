/** @jest-environment node */
// The site's systemd unit (deploy/leadwise.service): systemd's own check finds nothing wrong, and
// it keeps what docs/operations.md#a-fresh-debian-server promises of it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const UNIT = path.join(__dirname, 'leadwise.service');
const text = fs.readFileSync(UNIT, 'utf8');

/** The unit's settings, each name with its values in order. */
const settings = new Map<string, string[]>();
for (const line of text.split('\n')) {
  const match = /^(\w+)=(.*)$/.exec(line);
  if (match) settings.set(match[1], [...(settings.get(match[1]) ?? []), match[2]]);
}

it('passes systemd-analyze verify', () => {
  // scripts/test/ensure-systemd.mjs installs Debian's systemd before the Jest phase.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-unit-'));
  try {
    fs.copyFileSync(UNIT, path.join(dir, 'leadwise.service'));
    const output = execFileSync(
      'sh',
      ['-c', 'systemd-analyze verify "$1" 2>&1', 'verify', path.join(dir, 'leadwise.service')],
      { encoding: 'utf8' },
    );
    expect(output.trim()).toBe('');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('restarts on failure, as its own user, with its settings from a file and 0700/0600 data', () => {
  expect(settings.get('Restart')).toEqual(['on-failure']);
  expect(settings.get('User')).toEqual(['leadwise']);
  expect(settings.get('EnvironmentFile')).toEqual(['/etc/leadwise/leadwise.env']);
  expect(settings.get('StateDirectory')).toEqual(['leadwise']);
  expect(settings.get('StateDirectoryMode')).toEqual(['0700']);
  expect(settings.get('UMask')).toEqual(['0077']);
  expect(settings.get('Environment')).toContain(
    'LEADS_DB_PATH=/var/lib/leadwise/leads.db BACKUP_DIR=/var/lib/leadwise/backups',
  );
});

it('stops with SIGTERM and waits for the outbox and a backup under way', () => {
  expect(settings.get('KillSignal')).toEqual(['SIGTERM']);
  expect(Number(settings.get('TimeoutStopSec'))).toBeGreaterThanOrEqual(120);
  expect(fs.readFileSync(path.join(__dirname, '../runtime/serve.mjs'), 'utf8')).toContain(
    'globalThis.__leadwiseStop',
  );
});
