// The public settings as pages and browser code read them. next.config.ts checks them with
// lib/config/public-config-schema.ts and hands Next the values with their defaults applied.

// Each read is spelled out: Next inlines only a literal `process.env.NEXT_PUBLIC_…`.
export const publicConfig = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL!,
  contactPhone: process.env.NEXT_PUBLIC_CONTACT_PHONE!,
  contactEmail: process.env.NEXT_PUBLIC_CONTACT_EMAIL!,
  grievanceOfficerName: process.env.NEXT_PUBLIC_GRIEVANCE_OFFICER_NAME!,
  grievanceOfficerEmail: process.env.NEXT_PUBLIC_GRIEVANCE_OFFICER_EMAIL!,
  addressStreet: process.env.NEXT_PUBLIC_ADDRESS_STREET!,
  addressLocality: process.env.NEXT_PUBLIC_ADDRESS_LOCALITY!,
  addressRegion: process.env.NEXT_PUBLIC_ADDRESS_REGION!,
  addressPostalCode: process.env.NEXT_PUBLIC_ADDRESS_POSTAL_CODE!,
  whatsappNumber: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER!,
  telegramUsername: process.env.NEXT_PUBLIC_TELEGRAM_USERNAME!,
  linkedinUrl: process.env.NEXT_PUBLIC_LINKEDIN_URL!,
  facebookUrl: process.env.NEXT_PUBLIC_FACEBOOK_URL!,
  xUrl: process.env.NEXT_PUBLIC_X_URL!,
  apiBase: process.env.NEXT_PUBLIC_API_BASE!,
};
