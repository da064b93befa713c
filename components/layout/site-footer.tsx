import {
  admissionLinks,
  companyLinks,
  footerPageLinks,
  footerServiceLinks,
  formatAddress,
  mailtoHref,
  siteConfig,
  telHref,
} from '@/lib/config/site-config';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { ScrollTopLink } from './scroll-top-link';

function LinkColumn({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-base font-semibold text-white">{title}</h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <ScrollTopLink href={link.href} className="link-on-dark">
              {link.label}
            </ScrollTopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { phone, email } = siteConfig.contact;
  return (
    <footer className="laid-out-when-near bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p className="text-xl font-bold">{siteConfig.name}</p>
          <p className="text-white/80">{siteConfig.tagline}</p>
          <a href={telHref(phone)} className="hover:underline">
            {phone}
          </a>
          <a href={mailtoHref(email)} className="hover:underline">
            {email}
          </a>
          <address className="not-italic text-white/80">{formatAddress()}</address>
          <ul className="mt-2 flex gap-4">
            {siteConfig.socials.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${siteConfig.name} on ${social.label} (opens in a new tab)`}
                  className="inline-flex rounded-full border border-white/30 px-3 py-1 text-sm hover:bg-white/10"
                >
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Page Links" links={footerPageLinks} />
        <LinkColumn title="Services" links={footerServiceLinks} />
        <div className="flex flex-col gap-8">
          <LinkColumn title="Company" links={companyLinks} />
          <LinkColumn title="Admissions" links={admissionLinks} />
        </div>
        {/* A band of its own: the email field needs more room than a link column. */}
        <div className="md:col-span-2 lg:col-span-4 lg:max-w-xl">
          <NewsletterForm />
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-5 text-center text-sm text-white/70">
        © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
      </p>
    </footer>
  );
}
