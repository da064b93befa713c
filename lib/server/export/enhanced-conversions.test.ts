/** @jest-environment node */
import { toEnhancedConversionsCsv } from './enhanced-conversions';
import type { StageConversion } from '../ads/conversion-stages';

const conversion = (fields: Partial<StageConversion>): StageConversion => ({
  id: 1,
  stage: 'qualified',
  received_at: '2026-11-20T04:30:00.000Z',
  reached_at: '2026-11-21T09:15:00.000Z',
  email: 'rohan@example.in',
  phone: '8123456789',
  page_url: 'https://leadwise.example/college/lpu/form',
  user_agent: 'Mozilla/5.0',
  gclid: null,
  gbraid: null,
  wbraid: null,
  fbc: null,
  fbp: null,
  ...fields,
});

const conversions = [
  conversion({
    id: 42,
    email: ' Asha.Verma@Gmail.com ',
    phone: '9876543210',
    gclid: 'Cj0KCQiA_abc-123',
    gbraid: '0AAAAAo1a',
  }),
  conversion({ id: 43, gbraid: '0AAAAAo1a', reached_at: '2026-11-22T18:40:00.000Z' }),
  conversion({ id: 44, wbraid: 'CjkKCQiA_w', stage: 'qualified' }),
  conversion({ id: 45, email: 'priya.s@outlook.com', phone: '9123456789' }),
];

// Precomputed: SHA-256 of ashaverma@gmail.com, +919876543210, rohan@example.in, +918123456789,
// priya.s@outlook.com and +919123456789.
const ASHA = [
  'dbb89cc1ae3eff143eb1554da001c4f5b145463b89ccc92c921dd9d538b98c0d',
  'f3a47ce5ce3d4ca8ad15225a245b2759022f79489f5c62719b8c9490f7aab90e',
].join(',');
const ROHAN = [
  'b8a575d9b77ed41947bf6f4a03aa053dec87c7c8e6065e66101cdd46386d58a3',
  'b6a98062db72bfad1287441fa37e8121367c56e99649198be9cd5e4c09bc536d',
].join(',');
const PRIYA = [
  '3a4bf2465910260ee95159cbe9acfd77a526c0b2be82a4ae8d2a0fffcd1a09db',
  '63fdee3fa08e8f960f872d4c3401dfc5671709db6d244b6a0a22ce096b215419',
].join(',');
const HEADER =
  'Parameters:TimeZone=+0530\r\n' +
  'Google Click ID,GBRAID,WBRAID,Email,Phone Number,Conversion Name,Conversion Time,' +
  'Conversion Value,Conversion Currency,Order ID\r\n';
/** A row of the file: every cell quoted (`line` has no comma inside a cell). */
const row = (line: string) => `"${line.replaceAll(',', '","')}"\r\n`;

describe("Google Ads' enhanced conversions for leads upload", () => {
  it('is the template: a row per conversion with its one click id, hashed contact and India time', () => {
    const { csv, exported, skipped, droppedClickIds } = toEnhancedConversionsCsv(conversions, {
      conversion: 'Qualified lead',
    });
    expect(csv).toBe(
      HEADER +
        row(
          `Cj0KCQiA_abc-123,,,${ASHA},Qualified lead,2026-11-21 14:45:00,,,lead-42-1795149000000-qualified`,
        ) +
        row(
          `,0AAAAAo1a,,${ROHAN},Qualified lead,2026-11-23 00:10:00,,,lead-43-1795149000000-qualified`,
        ) +
        row(
          `,,CjkKCQiA_w,${ROHAN},Qualified lead,2026-11-21 14:45:00,,,lead-44-1795149000000-qualified`,
        ) +
        row(`,,,${PRIYA},Qualified lead,2026-11-21 14:45:00,,,lead-45-1795149000000-qualified`),
    );
    expect([exported, skipped, droppedClickIds]).toEqual([4, 0, 0]);
  });

  it('gives every row the value and currency asked for, and names the stage in its Order ID', () => {
    const { csv } = toEnhancedConversionsCsv([conversion({ id: 7, stage: 'won' })], {
      conversion: 'Admission, "won"',
      value: { amount: '25000', currency: 'INR' },
    });
    expect(csv).toBe(
      HEADER +
        `"","","","${ROHAN.replace(',', '","')}","Admission, ""won""","2026-11-21 14:45:00","25000","INR","lead-7-1795149000000-won"\r\n`,
    );
  });

  it('keeps a row whose click id Google could not have issued, by its contact, and counts it', () => {
    const { csv, droppedClickIds } = toEnhancedConversionsCsv(
      [conversion({ gclid: '=cmd|x', wbraid: 'a b' })],
      { conversion: 'Qualified lead' },
    );
    expect(csv).toBe(
      HEADER +
        row(`,,,${ROHAN},Qualified lead,2026-11-21 14:45:00,,,lead-1-1795149000000-qualified`),
    );
    expect(droppedClickIds).toBe(1);
  });

  it('leaves out a lead with nothing to match by, and writes the template when none is left', () => {
    const { csv, exported, skipped } = toEnhancedConversionsCsv(
      [conversion({ email: ' ', phone: '12345' })],
      { conversion: 'Qualified lead' },
    );
    expect(csv).toBe(HEADER);
    expect([exported, skipped]).toEqual([0, 1]);
  });
});
