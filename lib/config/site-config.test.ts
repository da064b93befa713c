import { isNavGroup } from './nav';
import { SERVICE_IDS, serviceCopy } from '@/content/services/catalogue';
import { services } from '../catalogue/services';
import {
  admissionLinks,
  companyLinks,
  footerPageLinks,
  footerServiceLinks,
  headerMenu,
  siteConfig,
  telegramHref,
  whatsappHref,
} from './site-config';
import { universities } from '../catalogue/universities';

// The services the product names, with their labels; the catalogue may hold more.
const productServiceLinks = [
  ['SEO', '/services/seo'],
  ['Social Media', '/services/social-media'],
  ['Google Ads Campaigns', '/services/google-ads'],
  ['Website Development', '/services/website-development'],
  ['Data Analytics & Automation', '/services/data-analytics-automation'],
  ['Lead Nurturing & Conversion', '/services/lead-nurturing-conversion'],
];
const serviceLinks = SERVICE_IDS.map((id) => [serviceCopy[id].label, `/services/${id}`]);

const pairs = (links: { label: string; href: string }[]) =>
  links.map(({ label, href }) => [label, href]);

describe('site configuration (docs/product.md#pages-and-routes)', () => {
  it('has the header menu of docs/product.md#header, with Contact at /contact and the company pages', () => {
    expect(headerMenu.map((item) => item.label)).toEqual([
      'Home',
      'Services',
      'Blogs',
      'About Us',
      'Resources',
    ]);
    const [home, servicesGroup, blogs, about, resources] = headerMenu;
    expect(home).toEqual({ label: 'Home', href: '/' });
    expect(isNavGroup(servicesGroup) && pairs(servicesGroup.items)).toEqual(serviceLinks);
    expect(blogs).toEqual({ label: 'Blogs', href: '/blogs' });
    expect(about).toEqual({ label: 'About Us', href: '/about-us' });
    expect(isNavGroup(resources) && pairs(resources.items)).toEqual([
      ['Contact', '/contact'],
      ['FAQ', '/faq'],
      ['Offerings', '/offerings'],
      ['Our Approach', '/approach'],
      ['Partner with us', '/partner'],
    ]);
  });

  it('links the company pages and the admission pages for the footer', () => {
    expect(pairs(companyLinks)).toEqual([
      ['Offerings', '/offerings'],
      ['Our Approach', '/approach'],
      ['Partner with us', '/partner'],
    ]);
    expect(pairs(admissionLinks)).toEqual(
      universities.map(({ id, shortName }) => [
        `${shortName} admissions`,
        `/college/${id}/admission`,
      ]),
    );
    expect(admissionLinks[0]).toEqual({ label: 'LPU admissions', href: '/college/lpu/admission' });
  });

  it('has the footer page links of docs/product.md#footer', () => {
    expect(pairs(footerPageLinks)).toEqual([
      ['Home', '/'],
      ['About', '/about-us'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-and-conditions'],
      ['Refund-Policy', '/refund-policy'],
      ['FAQ', '/faq'],
      ['Blogs', '/blogs'],
      ['Contact us', '/contact'],
    ]);
  });

  it('lists every service of the catalogue, in its order, in the footer as in the header', () => {
    expect(pairs(footerServiceLinks)).toEqual(serviceLinks);
    expect(serviceLinks).toEqual(expect.arrayContaining(productServiceLinks));
    for (const service of services) {
      expect(service.name).toBe(serviceCopy[service.id].name);
      expect(service.image).toBe(`/images/services/${service.id}.svg`);
      expect(service.summary.length).toBeGreaterThan(20);
    }
  });

  it('keeps placeholder contacts and the prefilled chat message', () => {
    expect(siteConfig.name).toBe('Leadwise Digital');
    expect(siteConfig.contact.phone).toBe('+91 90000 00000');
    expect(siteConfig.contact.email).toBe('hello@leadwise.example');
    expect(siteConfig.copyrightYear).toBe(2025);
    expect(siteConfig.tagline).toBe('Join our community to boost your success');
    expect(whatsappHref()).toBe(
      'https://wa.me/910000000000?text=Hello!%20I%20need%20some%20assistance.',
    );
    expect(telegramHref()).toBe(
      'https://t.me/leadwise_placeholder?text=Hello!%20I%20need%20some%20assistance.',
    );
    expect(siteConfig.socials.map((social) => social.label)).toEqual(['LinkedIn', 'Facebook', 'X']);
  });
});
