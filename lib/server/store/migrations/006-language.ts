import type { StoreMigration } from './migration';

// The language of the form each lead was sent from ('en' or 'hi', checked by the API): the
// admission funnels also come in Hindi. Every earlier lead came from an English form.
export const migration006: StoreMigration = {
  name: '006_language.sql',
  async up(db) {
    await db.schema
      .alterTable('leads')
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
      .execute();
  },
};
