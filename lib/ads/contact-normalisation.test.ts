import { e164Phone, googleEmail, metaEmail, metaPhone } from './contact-normalisation';

describe('emails as the ad platforms hash them', () => {
  it.each([
    ['  Asha.Verma@Example.IN ', 'asha.verma@example.in', 'asha.verma@example.in'],
    // Google's samples drop a Gmail local part's dots; Meta's example keeps what it is given.
    ['Asha.Verma@Gmail.com', 'ashaverma@gmail.com', 'asha.verma@gmail.com'],
    ['a.s.h.a@googlemail.com', 'asha@googlemail.com', 'a.s.h.a@googlemail.com'],
    ['asha.verma+lpu@gmail.com', 'ashaverma+lpu@gmail.com', 'asha.verma+lpu@gmail.com'],
    ['asha.verma@gmail.co.in', 'asha.verma@gmail.co.in', 'asha.verma@gmail.co.in'],
    // Meta's published example (customer information parameters, em).
    ['John_Smith@gmail.com', 'john_smith@gmail.com', 'john_smith@gmail.com'],
    ['', '', ''],
  ])('%j is %j for Google and %j for Meta', (email, google, meta) => {
    expect(googleEmail(email)).toBe(google);
    expect(metaEmail(email)).toBe(meta);
  });
});

describe('Indian mobile numbers as the ad platforms hash them', () => {
  it.each([
    '9876543210',
    '98765 43210',
    '98765-43210',
    '+91 98765 43210',
    '+91-9876543210',
    '919876543210',
    '09876543210',
    ' (+91) 98765.43210 ',
  ])('%j is +919876543210 for Google and 919876543210 for Meta', (phone) => {
    expect(e164Phone(phone)).toBe('+919876543210');
    expect(metaPhone(phone)).toBe('919876543210');
  });

  it.each(['', '12345', '5876543210', '98765432101', '+1 650 555 1212', '9876543210123'])(
    '%j is no Indian mobile number, so nothing is hashed',
    (phone) => {
      expect(e164Phone(phone)).toBeNull();
      expect(metaPhone(phone)).toBeNull();
    },
  );
});
