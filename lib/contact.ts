// The contact values apart from the rest of the site configuration, which re-exports them: the
// error screen (client code) shows them without bundling menus, services and admission links.
// Placeholders that reach nobody; NEXT_PUBLIC_ so that server and browser inline the same value.

import { pick } from './config-value';

export const contact = {
  phone: pick(process.env.NEXT_PUBLIC_CONTACT_PHONE, '+91 90000 00000'),
  email: pick(process.env.NEXT_PUBLIC_CONTACT_EMAIL, 'hello@leadwise.example'),
  address: {
    street: pick(process.env.NEXT_PUBLIC_ADDRESS_STREET, 'Sector 44'),
    locality: pick(process.env.NEXT_PUBLIC_ADDRESS_LOCALITY, 'Gurugram'),
    region: pick(process.env.NEXT_PUBLIC_ADDRESS_REGION, 'Haryana'),
    postalCode: pick(process.env.NEXT_PUBLIC_ADDRESS_POSTAL_CODE, '122003'),
    country: 'IN',
  },
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string) => `mailto:${email}`;
