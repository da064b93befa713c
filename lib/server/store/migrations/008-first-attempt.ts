import type { Migration } from './migration';

// When the browser first tried to send each lead: a lead it kept through a dropped connection
// or a 503 arrives later, and its received_at is when the server stored it. Every earlier lead
// was stored on the attempt that reached the server, so that attempt is the first one we know.
export const migration008: Migration = {
  name: '008_first_attempt.sql',
  sqlite: `
ALTER TABLE leads ADD COLUMN first_attempt_at TEXT;
UPDATE leads SET first_attempt_at = received_at;
`,
  postgres: `
ALTER TABLE leads ADD COLUMN first_attempt_at TIMESTAMPTZ;
UPDATE leads SET first_attempt_at = received_at;
`,
};
