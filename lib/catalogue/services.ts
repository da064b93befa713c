import {
  SERVICE_IDS,
  serviceCopy,
  type ServiceCopy,
  type ServiceId,
} from '@/content/services/catalogue';
import { countInWords } from './count-in-words';

// The services the agency sells: one list the menus, footer, home page, sitemap and service pages
// read, derived from the catalogue's copy (content/services/catalogue.ts).

export { SERVICE_IDS, type ServiceId };

export type Service = Omit<ServiceCopy, 'phrase'> & { id: ServiceId; href: string; image: string };

/** A service's page. */
export const servicePath = (id: string) => `/services/${id}`;

export const services: Service[] = SERVICE_IDS.map((id) => {
  const { label, name, summary } = serviceCopy[id];
  return { id, label, name, summary, href: servicePath(id), image: `/images/services/${id}.svg` };
});

/** The params each service's page and image are built with (`[serviceId]`). */
export const serviceStaticParams = () => services.map((service) => ({ serviceId: service.id }));

export const isServiceId = (value: string): value is ServiceId =>
  (SERVICE_IDS as readonly string[]).includes(value);

/** How many services there are, in words: "six". */
export const serviceCount = countInWords(SERVICE_IDS.length);

/** The services in one English sentence: "search engine optimisation (SEO), …, and lead …". */
export const serviceNames = () =>
  new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(
    SERVICE_IDS.map((id) => serviceCopy[id].phrase),
  );
