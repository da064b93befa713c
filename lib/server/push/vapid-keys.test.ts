/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverConfig } from '../server-config';
import { vapidFileOf, vapidKeys } from './vapid-keys';

// The VAPID keys are made once beside a SQLite store, like the operators' secret: a browser's
// subscription is bound to the public key, so a restart must keep it.

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-vapid-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const sqlite = () => serverConfig({ LEADS_DB_PATH: path.join(dir, 'leads.db') });

it('makes a pair once in a file only its owner may read, and keeps it', () => {
  const made = vapidKeys(sqlite())!;
  expect(made.publicKey).toMatch(/^[\w-]{87}$/);
  expect(made.privateKey).toMatch(/^[\w-]{43}$/);
  expect(made.subject).toBe('mailto:hello@leadwise.example');
  const file = vapidFileOf(path.join(dir, 'leads.db'));
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(vapidKeys(sqlite())).toEqual(made);
  // The settings serve the server's config as they are given (the file is not read).
  expect(serverConfig({ VAPID_SUBJECT: 'https://leadwise.example' }).vapidSubject).toBe(
    'https://leadwise.example',
  );
});

it('takes the pair from the settings, and makes none for PostgreSQL', () => {
  const set = {
    VAPID_PUBLIC_KEY: 'B'.repeat(87),
    VAPID_PRIVATE_KEY: 'p'.repeat(43),
    VAPID_SUBJECT: 'mailto:ops@agency.in',
  };
  expect(vapidKeys(serverConfig({ ...set, LEADS_DB_PATH: path.join(dir, 'leads.db') }))).toEqual({
    publicKey: set.VAPID_PUBLIC_KEY,
    privateKey: set.VAPID_PRIVATE_KEY,
    subject: set.VAPID_SUBJECT,
  });
  expect(fs.readdirSync(dir)).toEqual([]);
  const postgres = {
    DATABASE_URL: 'postgres://leadwise@127.0.0.1/leads',
    OPERATOR_AUTH_SECRET: 's'.repeat(32),
  };
  expect(vapidKeys(serverConfig(postgres))).toBeNull();
  expect(() => serverConfig({ VAPID_PUBLIC_KEY: set.VAPID_PUBLIC_KEY })).toThrow(
    /VAPID_PRIVATE_KEY/,
  );
});
