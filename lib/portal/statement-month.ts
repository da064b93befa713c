// A statement's month (docs/operations.md#monthly-statements): `2026-11`, India's calendar month,
// as campaign spend is entered. Client-safe: the month picker and the server share it.

export const isMonth = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-(0[1-9]|1[0-2])$/.test(value) &&
  Number(value.slice(0, 4)) >= 2020 &&
  Number(value.slice(0, 4)) <= 2100;

/** The month after `month`. */
export const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** The month before `month`. */
export const previousMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};
