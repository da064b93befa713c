import type { Migration } from './migration';

// Records that look like a bot's are kept apart, with the reason, until an operator releases
// them (or the same email later subscribes for real); only then are they exported and forwarded.
export const migration003: Migration = {
  name: '003_suspected.sql',
  sqlite: `
ALTER TABLE leads ADD COLUMN suspected_reason TEXT;
ALTER TABLE leads ADD COLUMN released_at TEXT;
ALTER TABLE subscribers ADD COLUMN suspected_reason TEXT;
ALTER TABLE subscribers ADD COLUMN released_at TEXT;
`,
  postgres: `
ALTER TABLE leads ADD COLUMN suspected_reason TEXT;
ALTER TABLE leads ADD COLUMN released_at TIMESTAMPTZ;
ALTER TABLE subscribers ADD COLUMN suspected_reason TEXT;
ALTER TABLE subscribers ADD COLUMN released_at TIMESTAMPTZ;
`,
};
