// The services the agency sells, as the menus, footer, home page and FAQ name them. Ids are a
// union, so content keyed by service (content/services/index.ts) that misses one, or names one
// that does not exist, fails the typecheck instead of becoming a silent 404.

export const SERVICE_IDS = [
  'seo',
  'social-media',
  'google-ads',
  'website-development',
  'data-analytics-automation',
  'lead-nurturing-conversion',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

export type ServiceCopy = {
  /** Menu and footer label. */
  label: string;
  /** Full name, used as the page's subject. */
  name: string;
  summary: string;
  /** How a sentence names it among the others ("we offer …"). */
  phrase: string;
};

export const serviceCopy = {
  seo: {
    label: 'SEO',
    name: 'Search Engine Optimization',
    summary:
      'Technical fixes, local SEO and content that earns rankings for the searches your buyers make.',
    phrase: 'search engine optimisation (SEO)',
  },
  'social-media': {
    label: 'Social Media',
    name: 'Social Media',
    summary:
      'Content calendars, reels and community management on the platforms your audience uses.',
    phrase: 'social media',
  },
  'google-ads': {
    label: 'Google Ads Campaigns',
    name: 'Google Ads Campaigns',
    summary:
      'Search, Performance Max and YouTube campaigns built around cost per lead, not clicks.',
    phrase: 'Google Ads campaigns',
  },
  'website-development': {
    label: 'Website Development',
    name: 'Website Development',
    summary: 'Fast, accessible websites and landing pages that turn visits into enquiries.',
    phrase: 'website development',
  },
  'data-analytics-automation': {
    label: 'Data Analytics & Automation',
    name: 'Data Analytics & Automation',
    summary: 'Tracking you can trust, dashboards your team reads and automations that save hours.',
    phrase: 'data analytics and automation',
  },
  'lead-nurturing-conversion': {
    label: 'Lead Nurturing & Conversion',
    name: 'Lead Nurturing & Conversion',
    summary: 'WhatsApp, email and CRM follow-ups that turn enquiries into paying customers.',
    phrase: 'lead nurturing and conversion',
  },
} satisfies Record<ServiceId, ServiceCopy>;
