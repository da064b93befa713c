/** @jest-environment node */
import fs from 'node:fs';
import { parsePublicConfig } from './public-config-schema';
import { serverDefaults } from '../server/server-config';

/** docs/configuration.md's settings table: each variable's name and the default it states. */
function configurationTable() {
  const doc = fs.readFileSync('docs/configuration.md', 'utf8');
  const table = doc.slice(doc.indexOf('| Variable'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  return Object.fromEntries(
    rows.map((row) => {
      const [name, fallback] = row
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim());
      return [name.replace(/`/g, ''), fallback.replace(/^`(.*)`$/, '$1')];
    }),
  );
}

/** A schema's default as the table states it: a value, or "unset" (none, empty text or list). */
const stated = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
    ? 'unset'
    : String(value);

it('docs/configuration.md lists every setting with the default the schemas apply, and no other', () => {
  const defaults = { ...parsePublicConfig({}), ...serverDefaults() };
  const schemas = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [name, stated(value)]),
  );
  expect(configurationTable()).toEqual(schemas);
});
