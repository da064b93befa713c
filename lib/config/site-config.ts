// The one site configuration: header, mobile panel, footer, sitemap and pages all read it.
// Values that differ per deployment come from the public settings (lib/config/public-config.ts).

import { contact } from './contact-details';
import type { NavItem, NavLink } from './nav';
import { publicConfig } from './public-config';
import { services } from '../catalogue/services';
import { universities } from '../catalogue/universities';

export { mailtoHref, telHref } from './contact-details';

export const siteConfig = {
  name: 'Leadwise Digital',
  shortName: 'Leadwise',
  tagline: 'Join our community to boost your success',
  description:
    'Leadwise Digital is a Gurugram digital marketing agency: SEO, social media, Google Ads, websites, analytics and lead nurturing for Indian businesses.',
  url: publicConfig.siteUrl,
  copyrightYear: 2025,
  contact,
  /**
   * Who answers questions and complaints about personal data (DPDP Rules 2025, rule 9). Without a
   * name the role is named; without an address, the contact email receives them.
   */
  grievanceOfficer: {
    name: publicConfig.grievanceOfficerName || null,
    email: publicConfig.grievanceOfficerEmail || publicConfig.contactEmail,
  },
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

/** The pages about working with us; the product names no menu for them, so they join Resources. */
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
