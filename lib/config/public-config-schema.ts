// The public settings: NEXT_PUBLIC_* values, baked into server and browser code at build time.
// next.config.ts checks them here and hands the parsed values to Next (its `env`), so a bad one
// stops the build and each read in lib/config/public-config.ts is a checked value with its default.
// Kept apart from those reads so that browser code never bundles zod for them.

import * as z from 'zod/mini';
import { isWebAddress } from '../leads/attribution';
import { settingsFromEnv } from './settings-from-env';

const text = (fallback: string) => z._default(z.string(), fallback);

/** A person's name as a page shows it: no markup, 2 to 80 characters. */
const personName = z._default(
  z.string().check(
    z.refine(
      (value) => value.length >= 2 && value.length <= 80 && !/[<>\u0000-\u001f]/.test(value),
      {
        error: 'a name of 2 to 80 characters, without < or >',
      },
    ),
  ),
  '',
);

const httpUrl = (fallback: string) =>
  z._default(z.string().check(z.refine(isWebAddress, { error: 'an http(s) URL' })), fallback);

const publicSchema = z.object({
  NEXT_PUBLIC_SITE_URL: httpUrl('http://localhost:3000'),
  NEXT_PUBLIC_CONTACT_PHONE: text('+91 90000 00000'),
  NEXT_PUBLIC_CONTACT_EMAIL: z._default(
    z.email({ error: 'an email address' }),
    'hello@leadwise.example',
  ),
  /** The Grievance Officer (DPDP Rules 2025, rule 9): unset, the role is named at the contact email. */
  NEXT_PUBLIC_GRIEVANCE_OFFICER_NAME: personName,
  NEXT_PUBLIC_GRIEVANCE_OFFICER_EMAIL: z._default(z.email({ error: 'an email address' }), ''),
  NEXT_PUBLIC_ADDRESS_STREET: text('Sector 44'),
  NEXT_PUBLIC_ADDRESS_LOCALITY: text('Gurugram'),
  NEXT_PUBLIC_ADDRESS_REGION: text('Haryana'),
  NEXT_PUBLIC_ADDRESS_POSTAL_CODE: z._default(
    z.string().check(z.regex(/^\d{6}$/, { error: 'a six-digit PIN code' })),
    '122003',
  ),
  NEXT_PUBLIC_WHATSAPP_NUMBER: z._default(
    z.string().check(z.regex(/^\d{8,15}$/, { error: 'digits with the country code, no +' })),
    '910000000000',
  ),
  NEXT_PUBLIC_TELEGRAM_USERNAME: z._default(
    z.string().check(z.regex(/^\w{5,32}$/, { error: 'a Telegram username without @' })),
    'leadwise_placeholder',
  ),
  NEXT_PUBLIC_LINKEDIN_URL: httpUrl('https://www.linkedin.com/'),
  NEXT_PUBLIC_FACEBOOK_URL: httpUrl('https://www.facebook.com/'),
  NEXT_PUBLIC_X_URL: httpUrl('https://x.com/'),
  NEXT_PUBLIC_API_BASE: z._default(
    z.pipe(
      z.string().check(
        z.refine((value) => value.startsWith('/') || isWebAddress(value), {
          error: 'a path on this site (/api/b2b) or an http(s) URL',
        }),
      ),
      z.transform((value) => value.replace(/\/+$/, '')),
    ),
    '/api/b2b',
  ),
});

export type PublicSettings = z.output<typeof publicSchema>;

/** Every public setting, checked, with its default; throws one line naming a bad one. */
export const parsePublicConfig = (env: Record<string, string | undefined>): PublicSettings =>
  settingsFromEnv(publicSchema, env);
