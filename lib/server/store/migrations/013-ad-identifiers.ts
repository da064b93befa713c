import type { StoreMigration } from './migration';

// What the ad platforms left in a lead's browser, to send its later conversions back to them:
// Meta's click id (fbc) and browser id (fbp), and the GA4 client id (lib/ads/ad-identifiers.ts).
// Listed here, not taken from the code's list: this step made these columns and no others.
const COLUMNS = ['fbc', 'fbp', 'ga_client_id'];

export const migration013: StoreMigration = {
  name: '013_ad_identifiers.sql',
  async up(db) {
    // SQLite adds one column per statement; a lead stored before has none of them.
    for (const column of COLUMNS)
      await db.schema.alterTable('leads').addColumn(column, 'text').execute();
  },
};
