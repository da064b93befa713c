import { admissionMessagesHi } from '@/content/hi/admission-messages';
import { admissionFormSchema, admissionSchema, adultAnswer, guardianOf } from './admission';
import { admissionMessages } from './admission-messages';
import { admissionMessagesEn } from '../../content/form-messages';

const english = admissionSchema(admissionMessagesEn);
const hindi = admissionSchema(admissionMessagesHi);

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  course: 'B.Tech CSE',
  city: ' Gurugram ',
  consent: true,
  reason: 'Admission enquiry: LPU',
  page_url: 'http://localhost:3000/college/lpu/admission?gclid=1',
};

const errorFor = (field: keyof typeof valid, value: unknown, schema = english) => {
  const result = schema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

const DEVANAGARI = /[\u0900-\u097F]/;

describe('admission schema', () => {
  it('accepts a valid enquiry and trims it', () => {
    expect(english.parse(valid).city).toBe('Gurugram');
  });

  it.each([
    ['course', '', 'Please choose a course'],
    ['course', '  ', 'Please choose a course'],
    ['course', 'c'.repeat(121), 'Course must be at most 120 characters'],
    ['city', '', 'City is required'],
    ['city', 'c'.repeat(101), 'City must be at most 100 characters'],
    ['consent', false, 'Please agree to be contacted so that we can help you'],
    ['consent', 'yes', 'Please agree to be contacted so that we can help you'],
    ['phone', '5876543210', 'Phone number should start with 6-9'],
  ] as const)('%s = %j gives "%s"', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message);
  });

  it('leaves reason and page_url to the sender in the form schema', () => {
    const { reason, page_url, ...typed } = valid;
    expect(
      admissionFormSchema(admissionMessagesEn).parse({ ...typed, adult: 'yes' }),
    ).not.toHaveProperty('reason');
  });

  it('takes the language of the form, English when none is said, and no other', () => {
    expect(english.parse(valid).language).toBe('en');
    expect(english.parse({ ...valid, language: 'hi' }).language).toBe('hi');
    expect(errorFor('language' as keyof typeof valid, 'fr')).toBe('Language must be en or hi');
  });
});

describe('admission schema in Hindi', () => {
  it('says every message of an empty form in Hindi', () => {
    const empty = {
      name: '',
      email: '',
      phone: '',
      course: '',
      city: '',
      consent: false,
      adult: '',
    };
    const result = admissionFormSchema(admissionMessagesHi).safeParse(empty);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      name: admissionMessagesHi.name.required,
      email: admissionMessagesHi.email.required,
      phone: admissionMessagesHi.phone.required,
      course: admissionMessagesHi.course.required,
      city: admissionMessagesHi.city.required,
      consent: admissionMessagesHi.consent,
      adult: admissionMessagesHi.adult,
    });
    for (const message of Object.values(messages)) expect(message).toMatch(DEVANAGARI);
  });

  it.each([
    ['name', 'a'.repeat(101), admissionMessagesHi.name.tooLong],
    ['name', 'Asha\u0000', admissionMessagesHi.name.notAllowed],
    ['email', 'asha@example', admissionMessagesHi.email.invalid],
    ['phone', '98765', admissionMessagesHi.phone.digits],
    ['phone', '5876543210', admissionMessagesHi.phone.start],
    ['course', 'c'.repeat(121), admissionMessagesHi.course.tooLong],
    ['city', 'c'.repeat(101), admissionMessagesHi.city.tooLong],
    ['consent', 'yes', admissionMessagesHi.consent],
  ] as const)('%s = %j gives its Hindi message', (field, value, message) => {
    expect(errorFor(field, value, hindi)).toBe(message);
  });

  // The languages differ only in what they say: every value is accepted or refused alike, on
  // the same fields, and accepted values come out the same.
  it.each([
    ['name', '  Priya Sharma  '],
    ['name', 'प्रिया शर्मा'],
    ['name', 'a'.repeat(100)],
    ['name', 'a'.repeat(101)],
    ['email', 'priya@example.in'],
    ['email', 'priya@@example.in'],
    ['email', 'e'.repeat(250) + '@x.in'],
    ['phone', '9876543210'],
    ['phone', ' 9876543210 '],
    ['phone', '987654321'],
    ['phone', '0876543210'],
    ['phone', 9876543210],
    ['course', 'B.Tech (Engineering and Technology)'],
    ['course', ''],
    ['city', 'लखनऊ'],
    ['city', 'Line\nbreak'],
    ['consent', true],
    ['consent', false],
    ['consent', undefined],
  ] as const)('%s = %j: same verdict in both languages', (field, value) => {
    const [en, hi] = [english, hindi].map((schema) =>
      schema.safeParse({ ...valid, [field]: value }),
    );
    expect(hi.success).toBe(en.success);
    if (en.success && hi.success) expect(hi.data).toEqual(en.data);
    else expect(hi.error!.issues.map((i) => i.path)).toEqual(en.error!.issues.map((i) => i.path));
  });

  it('has a message for every message the English form has, and none the same', () => {
    const flat = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(flat);
    const [en, hi] = [admissionMessages.en, admissionMessages.hi].map(flat);
    expect(hi).toHaveLength(en.length);
    for (const message of hi) {
      expect(message).toMatch(DEVANAGARI);
      expect(en).not.toContain(message);
    }
  });
});

describe('the question "Is the student 18 or older?"', () => {
  const form = admissionFormSchema(admissionMessagesEn);
  const { reason: _reason, page_url: _page, ...typed } = valid;
  const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

  it.each([undefined, '', null, 'maybe'])('must be answered on the form (%j)', (adult) => {
    expect(messagesOf(form.safeParse({ ...typed, adult }))).toEqual({
      adult: 'Please say whether the student is 18 or older',
    });
  });

  it('is optional for an API client that does not ask, and stored as null then', () => {
    const parsed = english.parse(valid);
    expect(parsed.adult).toBeUndefined();
    expect(adultAnswer(parsed.adult)).toBeNull();
    expect(guardianOf(parsed)).toEqual({ guardian_name: null, guardian_phone: null });
  });

  it('refuses a minor without a guardian with the exact messages', () => {
    expect(messagesOf(form.safeParse({ ...typed, adult: 'no' }))).toEqual({
      guardian_name: "Please enter the parent's or guardian's name",
      guardian_phone: "Please enter the parent's or guardian's phone number",
    });
    expect(messagesOf(english.safeParse({ ...valid, adult: 'no', guardian_name: '  ' }))).toEqual({
      guardian_name: "Please enter the parent's or guardian's name",
      guardian_phone: "Please enter the parent's or guardian's phone number",
    });
  });

  it('says every message at once, the guardian with the other fields', () => {
    const result = form.safeParse({ ...typed, city: '', adult: 'no', guardian_phone: '98' });
    expect(messagesOf(result)).toEqual({
      city: 'City is required',
      guardian_name: "Please enter the parent's or guardian's name",
      guardian_phone: "Parent's or guardian's phone number must be 10 digits",
    });
  });

  it.each([
    ['98765', "Parent's or guardian's phone number must be 10 digits"],
    ['98765432101', "Parent's or guardian's phone number must be 10 digits"],
    ['98765-43210', "Parent's or guardian's phone number must be 10 digits"],
    ['5876543210', "Parent's or guardian's phone number should start with 6-9"],
    [9876543210, "Please enter the parent's or guardian's phone number"],
  ])('checks the guardian phone %j like the student\'s: "%s"', (guardian_phone, message) => {
    const result = form.safeParse({
      ...typed,
      adult: 'no',
      guardian_name: 'Sunita',
      guardian_phone,
    });
    expect(messagesOf(result)).toEqual({ guardian_phone: message });
  });

  it("checks the guardian name like the student's", () => {
    const result = form.safeParse({
      ...typed,
      adult: 'no',
      guardian_name: 'a'.repeat(101),
      guardian_phone: '9876543211',
    });
    expect(messagesOf(result)).toEqual({
      guardian_name: "Parent's or guardian's name must be at most 100 characters",
    });
  });

  it("keeps a minor's guardian trimmed, and drops what an adult's hidden guardian fields held", () => {
    const minor = english.parse({
      ...valid,
      adult: 'no',
      guardian_name: ' Sunita Rao ',
      guardian_phone: ' 9876543211 ',
    });
    expect(adultAnswer(minor.adult)).toBe(false);
    expect(guardianOf(minor)).toEqual({
      guardian_name: 'Sunita Rao',
      guardian_phone: '9876543211',
    });
    const adult = english.parse({
      ...valid,
      adult: 'yes',
      guardian_name: 'x',
      guardian_phone: '1',
    });
    expect(adultAnswer(adult.adult)).toBe(true);
    expect(guardianOf(adult)).toEqual({ guardian_name: null, guardian_phone: null });
  });

  it('gives the same verdicts in Hindi, in Hindi', () => {
    const result = admissionFormSchema(admissionMessagesHi).safeParse({
      ...typed,
      adult: 'no',
      guardian_phone: '5876543210',
    });
    expect(messagesOf(result)).toEqual({
      guardian_name: admissionMessagesHi.guardianName.required,
      guardian_phone: admissionMessagesHi.guardianPhone.start,
    });
  });
});
