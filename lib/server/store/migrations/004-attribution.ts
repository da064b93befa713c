import type { Migration } from './migration';

// Which ad or page brought each lead (the visit's first touch, its click ids and UTM tags, each in
// its own column), and what the visitor was shown about their data: the exact notice or consent
// text, its version and when.
export const migration004: Migration = {
  name: '004_attribution.sql',
  sqlite: `
ALTER TABLE leads ADD COLUMN landing_url TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN referrer TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN gclid TEXT;
ALTER TABLE leads ADD COLUMN gbraid TEXT;
ALTER TABLE leads ADD COLUMN wbraid TEXT;
ALTER TABLE leads ADD COLUMN fbclid TEXT;
ALTER TABLE leads ADD COLUMN msclkid TEXT;
ALTER TABLE leads ADD COLUMN utm_source TEXT;
ALTER TABLE leads ADD COLUMN utm_medium TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term TEXT;
ALTER TABLE leads ADD COLUMN utm_content TEXT;
ALTER TABLE leads ADD COLUMN consent_text TEXT;
ALTER TABLE leads ADD COLUMN consent_version TEXT;
ALTER TABLE leads ADD COLUMN consented_at TEXT;
`,
  postgres: `
ALTER TABLE leads ADD COLUMN landing_url TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN referrer TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN gclid TEXT;
ALTER TABLE leads ADD COLUMN gbraid TEXT;
ALTER TABLE leads ADD COLUMN wbraid TEXT;
ALTER TABLE leads ADD COLUMN fbclid TEXT;
ALTER TABLE leads ADD COLUMN msclkid TEXT;
ALTER TABLE leads ADD COLUMN utm_source TEXT;
ALTER TABLE leads ADD COLUMN utm_medium TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term TEXT;
ALTER TABLE leads ADD COLUMN utm_content TEXT;
ALTER TABLE leads ADD COLUMN consent_text TEXT;
ALTER TABLE leads ADD COLUMN consent_version TEXT;
ALTER TABLE leads ADD COLUMN consented_at TIMESTAMPTZ;
`,
};
