import { proposalSchema } from './proposal';

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  Websiteurl: 'https://www.example.in',
  message: 'We need more leads.',
  reason: 'Get a Proposal',
  page_url: 'http://localhost:3000/',
};

const errorFor = (field: keyof typeof valid, value: unknown) => {
  const result = proposalSchema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('enquiry schema (docs/product.md#validation)', () => {
  it('accepts a valid enquiry and trims it', () => {
    const result = proposalSchema.parse({ ...valid, name: '  Asha Verma ' });
    expect(result.name).toBe('Asha Verma');
  });

  it('defaults reason and page_url to empty', () => {
    const { reason, page_url, ...rest } = valid;
    expect(proposalSchema.parse(rest)).toMatchObject({ reason: '', page_url: '' });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', 'a'.repeat(101), 'Name must be at most 100 characters'],
    ['email', '', 'Email is required'],
    ['email', 'asha', 'Please enter a valid email address'],
    ['email', 'asha@example', 'Please enter a valid email address'],
    ['email', 'asha@example.c', 'Please enter a valid email address'],
    ['email', 'asha..verma@example.in', 'Please enter a valid email address'],
    ['email', 'asha@example..in', 'Please enter a valid email address'],
    ['email', 'asha verma@example.in', 'Please enter a valid email address'],
    ['email', 'asha@.example.in', 'Please enter a valid email address'],
    ['email', 'asha.@example.in', 'Please enter a valid email address'],
    ['email', '.asha@example.in', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@x.in`, 'Email must be at most 254 characters'],
    ['phone', '', 'Phone number is required'],
    ['phone', '98765', 'Phone number must be 10 digits'],
    ['phone', '98765432101', 'Phone number must be 10 digits'],
    ['phone', '98765abcde', 'Phone number must be 10 digits'],
    ['phone', '5876543210', 'Phone number should start with 6-9'],
    ['phone', '0876543210', 'Phone number should start with 6-9'],
    ['Websiteurl', '', 'Website URL is required'],
    ['Websiteurl', 'example', 'Please enter a valid website URL'],
    ['Websiteurl', 'http://', 'Please enter a valid website URL'],
    ['Websiteurl', 'ftp://example.com', 'Please enter a valid website URL'],
    ['Websiteurl', 'exa mple.com', 'Please enter a valid website URL'],
    [
      'Websiteurl',
      `https://${'a'.repeat(2050)}.com`,
      'Website URL must be at most 2048 characters',
    ],
    ['message', '', 'Message is required'],
    ['message', ' \n ', 'Message is required'],
    ['message', 'a'.repeat(5001), 'Message must be at most 5000 characters'],
    ['name', 42, 'Name is required'],
    ['phone', 9876543210, 'Phone number is required'],
  ] as const)('%s = %j gives "%s"', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message);
  });

  it.each(['6123456789', '7123456789', '8123456789', '9123456789'])(
    'accepts a phone starting with %s[0]',
    (phone) => {
      expect(errorFor('phone', phone)).toBeUndefined();
    },
  );

  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://example.com',
    'https://www.example.co.in',
    'http://www.example.in/path?q=1',
    'shop.example.in:8080/landing',
  ])('accepts the website %s', (url) => {
    expect(errorFor('Websiteurl', url)).toBeUndefined();
  });
});
