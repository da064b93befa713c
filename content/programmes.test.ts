/** @jest-environment node */
import { programmeCatalogue } from './programmes';

const DEVANAGARI = /[\u0900-\u097F]/;
const programmes = Object.values(programmeCatalogue);

describe('programme catalogue', () => {
  it('gives each programme a Hindi label of its own', () => {
    for (const { hi } of programmes) expect(hi).toMatch(DEVANAGARI);
    expect(new Set(programmes.map(({ hi }) => hi)).size).toBe(programmes.length);
  });

  it('gives each programme an English name of its own, the one leads are filtered by', () => {
    for (const { name } of programmes) expect(name).not.toMatch(DEVANAGARI);
    expect(new Set(programmes.map(({ name }) => name)).size).toBe(programmes.length);
  });
});
