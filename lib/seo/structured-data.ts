import type { Faq } from '../catalogue/content-types';
import { services } from '../catalogue/services';
import { formatAddress, siteConfig } from '../config/site-config';

// JSON-LD built from the same data as the visible text.

const absolute = (path: string) => new URL(path, siteConfig.url).toString();
const organizationId = () => absolute('/#organization');

export function organizationJsonLd() {
  const { phone, email, address } = siteConfig.contact;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(),
    name: siteConfig.name,
    description: siteConfig.description,
    url: absolute('/'),
    logo: absolute('/logo.svg'),
    telephone: phone,
    email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    areaServed: { '@type': 'Country', name: 'India' },
    sameAs: siteConfig.socials.map((social) => social.href),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Digital marketing services',
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.name, url: absolute(service.href) },
      })),
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  };
}

export function serviceJsonLd(service: {
  name: string;
  path: string;
  description: string;
  serviceType: string;
  /** The page's language, when it is not only in English (the admission pages). */
  inLanguage?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absolute(service.path),
    ...(service.inLanguage ? { inLanguage: service.inLanguage } : {}),
    provider: {
      '@id': organizationId(),
      '@type': 'ProfessionalService',
      name: siteConfig.name,
      address: formatAddress(),
    },
    areaServed: [
      { '@type': 'City', name: 'Gurugram' },
      { '@type': 'Country', name: 'India' },
    ],
  };
}

export function faqPageJsonLd(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function blogPostingJsonLd(post: {
  title: string;
  description: string;
  path: string;
  date: string;
  updated: string;
  author: string;
  cover: string;
  tags: string[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: absolute(post.path),
    mainEntityOfPage: absolute(post.path),
    datePublished: post.date,
    dateModified: post.updated,
    author: { '@type': 'Organization', name: post.author },
    publisher: {
      '@id': organizationId(),
      '@type': 'Organization',
      name: siteConfig.name,
      logo: absolute('/logo.svg'),
    },
    image: absolute(post.cover),
    keywords: post.tags.join(', '),
  };
}
