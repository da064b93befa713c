/** @jest-environment node */
import { universities, universityHi } from '@/lib/catalogue/universities';
import { MAX_LENGTH } from '@/lib/validations/fields';
import { admissionMessagesHi } from './hi/admission-messages';
import { admissionUiHi } from './hi/admission-ui';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Every string in a value with its path; functions are called with sample arguments. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => `ARG${i}`);
    const result: unknown = (value as (...a: string[]) => unknown)(...args);
    if (typeof result !== 'string') return [[path, '']];
    // A template that drops its argument would show the page without the name in it.
    return [[path, args.every((arg) => result.includes(arg)) ? result : '']];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [[path, '']];
}

const emptyIn = (value: unknown, path: string) =>
  strings(value, path)
    .filter(([, text]) => text.trim() === '')
    .map(([where]) => where);

const hindiCopy = universities.map((u) => universityHi(u.id));

const pages = universities.flatMap((u) => {
  const hi = universityHi(u.id);
  return [
    { page: `${u.id} landing`, title: hi.metaTitle, description: hi.metaDescription },
    { page: `${u.id} form`, title: hi.formMetaTitle, description: hi.formMetaDescription },
  ];
});

describe('Hindi admission copy', () => {
  it('covers every university', () => {
    expect(hindiCopy).toHaveLength(universities.length);
    for (const copy of hindiCopy) expect(copy).toBeDefined();
  });

  it.each(universities.map((u) => [u.id, u] as const))('%s: lists each programme once', (_, u) => {
    const names = u.programmes.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(universities.map((u) => [u.id, u] as const))(
    '%s: the h1 is Devanagari and names the university',
    (id, u) => {
      const { heroTitle } = universityHi(id);
      expect(heroTitle).toMatch(DEVANAGARI);
      expect(heroTitle).toContain(u.name);
    },
  );

  it.each(universities.map((u) => [u.id, u] as const))(
    '%s: the programmes note says the university confirms the details',
    (id, u) => {
      expect(universityHi(id).programmesNote).toContain(u.name);
      expect(universityHi(id).programmesNote).toContain('पुष्टि');
    },
  );

  it('writes all university copy in Hindi (programme names excepted)', () => {
    const latinOnly = strings(hindiCopy, 'universities.hi').filter(
      ([path, text]) => !/\.programmes\[\d+\]\.name$/.test(path) && !DEVANAGARI.test(text),
    );
    expect(latinOnly).toEqual([]);
  });

  it.each(pages.map((p) => [p.page, p] as const))(
    '%s: title ≤ 60 characters, description 110–160',
    (_, { title, description }) => {
      expect(title.length).toBeLessThanOrEqual(60);
      expect(description.length).toBeGreaterThanOrEqual(110);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );

  it('gives every Hindi page a unique titles and descriptions, unlike the English ones', () => {
    const titles = pages.map((p) => p.title);
    const descriptions = pages.map((p) => p.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const english = universities.flatMap((u) => [u.metaTitle, u.metaDescription]);
    for (const text of [...titles, ...descriptions]) expect(english).not.toContain(text);
  });

  it('has no empty string in the Hindi copy of the universities or in admissionUiHi', () => {
    expect(emptyIn(hindiCopy, 'universities.hi')).toEqual([]);
    expect(emptyIn(admissionUiHi, 'admissionUiHi')).toEqual([]);
  });

  it('states the same limits as the English validation messages', () => {
    expect(admissionMessagesHi.name.tooLong).toContain(String(MAX_LENGTH.name));
    expect(admissionMessagesHi.email.tooLong).toContain(String(MAX_LENGTH.email));
    expect(admissionMessagesHi.course.tooLong).toContain(String(MAX_LENGTH.course));
    expect(admissionMessagesHi.city.tooLong).toContain(String(MAX_LENGTH.city));
    expect(admissionMessagesHi.phone.digits).toContain('10');
  });
});
