import { rightsPageHi } from '@/content/hi/privacy-requests';
import { rightsPageEn } from '@/content/privacy-requests';
import { rightsRequestSchema } from './rights-request';

const english = rightsRequestSchema(rightsPageEn.form.messages);
const messages = rightsPageEn.form.messages;

const errorsOf = (values: Record<string, unknown>, schema = english) => {
  const result = schema.safeParse({ kind: 'access', phone: '', email: '', details: '', ...values });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('the rights request schema', () => {
  it('takes a phone, an email or both, trimmed', () => {
    expect(
      english.parse({ kind: 'erasure', phone: ' 9876543210 ', email: '', details: '' }),
    ).toEqual({ kind: 'erasure', phone: '9876543210', email: '', details: '' });
    expect(errorsOf({ email: 'asha@example.in' })).toEqual({});
    expect(errorsOf({ phone: '9876543210', email: 'asha@example.in' })).toEqual({});
  });

  it('asks for one of them, and checks each by the lead forms’ rules', () => {
    expect(errorsOf({})).toEqual({ phone: messages.contact });
    expect(errorsOf({ phone: '98765' })).toEqual({ phone: messages.phone.digits });
    expect(errorsOf({ phone: '5876543210' })).toEqual({ phone: messages.phone.start });
    expect(errorsOf({ email: 'asha@@example.in' })).toEqual({ email: messages.email.invalid });
    expect(errorsOf({ email: `${'e'.repeat(250)}@x.in` })).toEqual({
      email: messages.email.tooLong,
    });
    // One message a field: the most basic that applies.
    const issues = english.safeParse({ kind: 'access', phone: '0123', email: '', details: '' });
    expect(issues.error!.issues.map(({ message }) => message)).toEqual([messages.phone.digits]);
  });

  it('says every message at once: the kind, the contact and the details', () => {
    expect(errorsOf({ kind: '' })).toEqual({ kind: messages.kind, phone: messages.contact });
    expect(errorsOf({ kind: 'correction', email: 'asha@' })).toEqual({
      email: messages.email.invalid,
      details: messages.details.required,
    });
    expect(errorsOf({ kind: 'grievance', phone: '12345', email: 'a\u0000@x.in' })).toEqual({
      phone: messages.phone.digits,
      email: messages.email.notAllowed,
      details: messages.details.required,
    });
  });

  it('needs details for a correction or a complaint only', () => {
    const phone = '9876543210';
    expect(errorsOf({ kind: 'grievance', phone, details: '  ' })).toEqual({
      details: messages.details.required,
    });
    for (const kind of ['access', 'erasure', 'withdrawal'])
      expect(errorsOf({ kind, phone })).toEqual({});
    expect(errorsOf({ kind: 'correction', phone, details: 'Line one\nLine two' })).toEqual({});
    expect(errorsOf({ kind: 'correction', phone, details: 'x\u0000' })).toEqual({
      details: messages.details.notAllowed,
    });
    expect(errorsOf({ kind: 'correction', phone, details: 'x'.repeat(2001) })).toEqual({
      details: messages.details.tooLong,
    });
  });

  it('says the same in Hindi, on the same fields', () => {
    const hindi = rightsRequestSchema(rightsPageHi.form.messages);
    const errors = errorsOf({ kind: 'delete', email: 'x' }, hindi);
    expect(Object.keys(errors)).toEqual(['kind', 'email']);
    for (const message of Object.values(errors)) expect(message).toMatch(/[\u0900-\u097F]/);
  });
});
