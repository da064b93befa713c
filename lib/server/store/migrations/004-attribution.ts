import { columnTypes, emptyByDefault, type StoreMigration } from './migration';

// Which ad or page brought each lead (the visit's first touch, its click ids and UTM tags, each in
// its own column), and what the visitor was shown about their data: the exact notice or consent
// text, its version and when. The parameters are listed here, not taken from the code's list:
// this step made these columns and no others.
const AD_COLUMNS = [
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
];

export const migration004: StoreMigration = {
  name: '004_attribution.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    // SQLite adds one column per statement.
    const add = (column: string, type: 'text' | typeof timestamp, build?: typeof emptyByDefault) =>
      db.schema.alterTable('leads').addColumn(column, type, build).execute();
    await add('landing_url', 'text', emptyByDefault);
    await add('referrer', 'text', emptyByDefault);
    for (const column of AD_COLUMNS) await add(column, 'text');
    await add('consent_text', 'text');
    await add('consent_version', 'text');
    await add('consented_at', timestamp);
  },
};
