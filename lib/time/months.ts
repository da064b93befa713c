// India's calendar months, written `2026-11` (docs/operations.md#monthly-statements): what campaign
// spend is entered by, what a statement covers and what the campaign report compares. Client-safe:
// the month pickers and the server share it.

/** A month written `YYYY-MM`, from 2020 to 2100. */
export const isMonth = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-(0[1-9]|1[0-2])$/.test(value) &&
  Number(value.slice(0, 4)) >= 2020 &&
  Number(value.slice(0, 4)) <= 2100;

/** The month a day (`2026-11-27`) falls in. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `months` after (before, when negative) `month`. */
export function addMonths(month: string, months: number) {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The month after `month`. */
export const nextMonth = (month: string) => addMonths(month, 1);

/** The month before `month`. */
export const previousMonth = (month: string) => addMonths(month, -1);

/** How many days `month` has. */
export function daysIn(month: string) {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** The month's first and last days. */
export const monthDays = (month: string) => ({
  from: `${month}-01`,
  to: `${month}-${String(daysIn(month)).padStart(2, '0')}`,
});
