import { admissionFormSchema, admissionSchema } from './admission';

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

const errorFor = (field: keyof typeof valid, value: unknown) => {
  const result = admissionSchema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('admission schema', () => {
  it('accepts a valid enquiry and trims it', () => {
    expect(admissionSchema.parse(valid).city).toBe('Gurugram');
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
    expect(admissionFormSchema.parse(typed)).not.toHaveProperty('reason');
  });
});
