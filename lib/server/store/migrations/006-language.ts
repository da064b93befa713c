import type { Migration } from './migration';

// The same SQL on both engines.
const sql = `
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
`;

// The language of the form each lead was sent from ('en' or 'hi', checked by the API): the
// admission funnels also come in Hindi. Every earlier lead came from an English form.
export const migration006: Migration = {
  name: '006_language.sql',
  sqlite: sql,
  postgres: sql,
};
