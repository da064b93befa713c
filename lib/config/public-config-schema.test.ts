import { parsePublicConfig } from './public-config-schema';

describe('public settings', () => {
  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'leadwise.in', 'an http(s) URL'],
    ['NEXT_PUBLIC_CONTACT_EMAIL', 'hello at leadwise', 'an email address'],
    ['NEXT_PUBLIC_GRIEVANCE_OFFICER_EMAIL', 'dpo at leadwise', 'an email address'],
    ['NEXT_PUBLIC_GRIEVANCE_OFFICER_NAME', 'A', 'a name of 2 to 80 characters, without < or >'],
    [
      'NEXT_PUBLIC_GRIEVANCE_OFFICER_NAME',
      '<b>Asha</b>',
      'a name of 2 to 80 characters, without < or >',
    ],
    ['NEXT_PUBLIC_WHATSAPP_NUMBER', '+91 98765 43210', 'digits with the country code, no +'],
    ['NEXT_PUBLIC_ADDRESS_POSTAL_CODE', '1220', 'a six-digit PIN code'],
    ['NEXT_PUBLIC_API_BASE', 'api/b2b', 'a path on this site (/api/b2b) or an http(s) URL'],
  ])('%s=%j stops the build with one line', (name, value, accepts) => {
    expect(() => parsePublicConfig({ [name]: value })).toThrow(
      `Invalid setting ${name}: expected ${accepts}.`,
    );
  });

  it('gives the build checked values with their defaults', () => {
    expect(
      parsePublicConfig({
        NEXT_PUBLIC_API_BASE: 'https://api.example.com/b2b/',
        NEXT_PUBLIC_X_URL: ' ',
      }),
    ).toMatchObject({
      NEXT_PUBLIC_API_BASE: 'https://api.example.com/b2b',
      NEXT_PUBLIC_X_URL: 'https://x.com/',
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      // Unset: the pages name the role, at the contact email (siteConfig.grievanceOfficer).
      NEXT_PUBLIC_GRIEVANCE_OFFICER_NAME: '',
      NEXT_PUBLIC_GRIEVANCE_OFFICER_EMAIL: '',
    });
  });

  it('hands every setting to the pages: each value the build inlines is one publicConfig reads', () => {
    const checked = parsePublicConfig({});
    const distinct = Object.fromEntries(
      Object.keys(checked).map((name, index) => [name, `https://${index}.example`]),
    );
    jest.resetModules();
    Object.assign(process.env, distinct);
    try {
      const { publicConfig } =
        jest.requireActual<typeof import('./public-config')>('./public-config');
      expect(Object.values(publicConfig).sort()).toEqual(Object.values(distinct).sort());
    } finally {
      Object.assign(process.env, checked);
    }
  });
});
