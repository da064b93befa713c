// The one site configuration: header, mobile panel, footer, sitemap and pages all read it.
// Values that differ per deployment come from the public settings (lib/public-config.ts).

import { universities } from '@/content/universities';
import { contact } from './contact';
import type { NavItem, NavLink } from './nav';
import { publicConfig } from './public-config';

export { mailtoHref, telHref } from './contact';

export type Service = {
  id: string;
  /** Menu and footer label. */
  label: string;
  /** Full name, used as the page's subject. */
  name: string;
  href: string;
  summary: string;
  image: string;
};

export const siteConfig = {
  name: 'Leadwise Digital',
  shortName: 'Leadwise',
  tagline: 'Join our community to boost your success',
  description:
    'Leadwise Digital is a Gurugram digital marketing agency: SEO, social media, Google Ads, websites, analytics and lead nurturing for Indian businesses.',
  url: publicConfig.siteUrl,
  copyrightYear: 2025,
  contact,
  chat: {
    whatsappNumber: publicConfig.whatsappNumber,
    telegramUsername: publicConfig.telegramUsername,
    message: 'Hello! I need some assistance.',
  },
  socials: [
    {
      label: 'LinkedIn',
      href: publicConfig.linkedinUrl,
    },
    {
      label: 'Facebook',
      href: publicConfig.facebookUrl,
    },
    { label: 'X', href: publicConfig.xUrl },
  ],
} as const;

export const services: Service[] = [
  {
    id: 'seo',
    label: 'SEO',
    name: 'Search Engine Optimization',
    href: '/services/seo',
    summary:
      'Technical fixes, local SEO and content that earns rankings for the searches your buyers make.',
    image: '/images/services/seo.svg',
  },
  {
    id: 'social-media',
    label: 'Social Media',
    name: 'Social Media',
    href: '/services/social-media',
    summary:
      'Content calendars, reels and community management on the platforms your audience uses.',
    image: '/images/services/social-media.svg',
  },
  {
    id: 'google-ads',
    label: 'Google Ads Campaigns',
    name: 'Google Ads Campaigns',
    href: '/services/google-ads',
    summary:
      'Search, Performance Max and YouTube campaigns built around cost per lead, not clicks.',
    image: '/images/services/google-ads.svg',
  },
  {
    id: 'website-development',
    label: 'Website Development',
    name: 'Website Development',
    href: '/services/website-development',
    summary: 'Fast, accessible websites and landing pages that turn visits into enquiries.',
    image: '/images/services/website-development.svg',
  },
  {
    id: 'data-analytics-automation',
    label: 'Data Analytics & Automation',
    name: 'Data Analytics & Automation',
    href: '/services/data-analytics-automation',
    summary: 'Tracking you can trust, dashboards your team reads and automations that save hours.',
    image: '/images/services/data-analytics-automation.svg',
  },
  {
    id: 'lead-nurturing-conversion',
    label: 'Lead Nurturing & Conversion',
    name: 'Lead Nurturing & Conversion',
    href: '/services/lead-nurturing-conversion',
    summary: 'WhatsApp, email and CRM follow-ups that turn enquiries into paying customers.',
    image: '/images/services/lead-nurturing-conversion.svg',
  },
];

/** The pages about working with us; SPEC names no menu for them, so they join Resources. */
export const companyLinks: NavLink[] = [
  { label: 'Offerings', href: '/offerings' },
  { label: 'Our Approach', href: '/approach' },
  { label: 'Partner with us', href: '/partner' },
];

export const admissionLinks: NavLink[] = universities.map(({ id, shortName }) => ({
  label: `${shortName} admissions`,
  href: `/college/${id}/admission`,
}));

export const headerMenu: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', items: services.map(({ label, href }) => ({ label, href })) },
  { label: 'Blogs', href: '/blogs' },
  { label: 'About Us', href: '/about-us' },
  {
    label: 'Resources',
    items: [
      { label: 'Contact', href: '/contact' },
      { label: 'FAQ', href: '/faq' },
      ...companyLinks,
    ],
  },
];

export const footerPageLinks: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about-us' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms & Conditions', href: '/terms-and-conditions' },
  { label: 'Refund-Policy', href: '/refund-policy' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Contact us', href: '/contact' },
];

export const footerServiceLinks: NavLink[] = services.map(({ label, href }) => ({ label, href }));

export const whatsappHref = () =>
  `https://wa.me/${siteConfig.chat.whatsappNumber}?text=${encodeURIComponent(siteConfig.chat.message)}`;

export const telegramHref = () =>
  `https://t.me/${siteConfig.chat.telegramUsername}?text=${encodeURIComponent(siteConfig.chat.message)}`;

export const formatAddress = () => {
  const { street, locality, region, postalCode } = siteConfig.contact.address;
  return `${street}, ${locality}, ${region} ${postalCode}`;
};
