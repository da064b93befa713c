// The contact values apart from the rest of the site configuration, which re-exports them: the
// error screen (client code) shows them without bundling menus, services and admission links.

import { publicConfig } from './public-config';

export const contact = {
  phone: publicConfig.contactPhone,
  email: publicConfig.contactEmail,
  address: {
    street: publicConfig.addressStreet,
    locality: publicConfig.addressLocality,
    region: publicConfig.addressRegion,
    postalCode: publicConfig.addressPostalCode,
    country: 'IN',
  },
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string) => `mailto:${email}`;
