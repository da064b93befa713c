import { parsePublicConfig } from './public-config-schema';

/** The site configuration as a build with `settings` would have it. */
function siteConfigWith(settings: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, parsePublicConfig(settings));
  jest.resetModules();
  try {
    return jest.requireActual<typeof import('./site-config')>('./site-config').siteConfig;
  } finally {
    process.env = saved;
    jest.resetModules();
  }
}

describe('the Grievance Officer', () => {
  it('is named, at their own address, when both are set', () => {
    expect(
      siteConfigWith({
        NEXT_PUBLIC_GRIEVANCE_OFFICER_NAME: 'Asha Verma',
        NEXT_PUBLIC_GRIEVANCE_OFFICER_EMAIL: 'grievance@leadwise.example',
      }).grievanceOfficer,
    ).toEqual({ name: 'Asha Verma', email: 'grievance@leadwise.example' });
  });

  it('is the role at the contact email while unset, and the site still builds', () => {
    expect(
      siteConfigWith({ NEXT_PUBLIC_CONTACT_EMAIL: 'hello@agency.in' }).grievanceOfficer,
    ).toEqual({ name: null, email: 'hello@agency.in' });
  });
});
