// The services the agency sells: one list the menus, footer, home page, sitemap and service pages
// read. Ids are a union, so content keyed by service (content/services) that misses one, or
// names one that does not exist, fails the typecheck instead of becoming a silent 404.

export const SERVICE_IDS = [
  'seo',
  'social-media',
  'google-ads',
  'website-development',
  'data-analytics-automation',
  'lead-nurturing-conversion',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

export type Service = {
  id: ServiceId;
  /** Menu and footer label. */
  label: string;
  /** Full name, used as the page's subject. */
  name: string;
  href: string;
  summary: string;
  image: string;
};

const summaries = {
  seo: {
    label: 'SEO',
    name: 'Search Engine Optimization',
    summary:
      'Technical fixes, local SEO and content that earns rankings for the searches your buyers make.',
  },
  'social-media': {
    label: 'Social Media',
    name: 'Social Media',
    summary:
      'Content calendars, reels and community management on the platforms your audience uses.',
  },
  'google-ads': {
    label: 'Google Ads Campaigns',
    name: 'Google Ads Campaigns',
    summary:
      'Search, Performance Max and YouTube campaigns built around cost per lead, not clicks.',
  },
  'website-development': {
    label: 'Website Development',
    name: 'Website Development',
    summary: 'Fast, accessible websites and landing pages that turn visits into enquiries.',
  },
  'data-analytics-automation': {
    label: 'Data Analytics & Automation',
    name: 'Data Analytics & Automation',
    summary: 'Tracking you can trust, dashboards your team reads and automations that save hours.',
  },
  'lead-nurturing-conversion': {
    label: 'Lead Nurturing & Conversion',
    name: 'Lead Nurturing & Conversion',
    summary: 'WhatsApp, email and CRM follow-ups that turn enquiries into paying customers.',
  },
} satisfies Record<ServiceId, Pick<Service, 'label' | 'name' | 'summary'>>;

export const services: Service[] = SERVICE_IDS.map((id) => ({
  id,
  href: `/services/${id}`,
  image: `/images/services/${id}.svg`,
  ...summaries[id],
}));

export const isServiceId = (value: string): value is ServiceId =>
  (SERVICE_IDS as readonly string[]).includes(value);
