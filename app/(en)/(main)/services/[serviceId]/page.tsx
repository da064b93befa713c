import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ProposalButton } from '@/components/proposal/proposal-button';
import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/proposal/cta-banner';
import { FaqAccordion } from '@/components/content/faq-accordion';
import { JsonLd } from '@/components/ui/json-ld';
import { Reveal } from '@/components/ui/reveal';
import { StaticImage } from '@/components/ui/static-image';
import { StepList } from '@/components/content/step-list';
import { buttonVariants } from '@/components/ui/button-variants';
import { serviceContent } from '@/content/services';
import { cn } from '@/lib/ui/cn';
import { serviceRequest } from '@/lib/proposal/proposal-requests';
import { pageMetadata } from '@/lib/seo/metadata';
import { isServiceId, services, serviceStaticParams } from '@/lib/catalogue/services';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ serviceId: string }> };

export const dynamicParams = false;

export const generateStaticParams = serviceStaticParams;

function findService(id: string) {
  if (!isServiceId(id)) return null;
  const service = services.find((entry) => entry.id === id)!;
  return { service, content: serviceContent[id] };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = findService((await params).serviceId);
  if (!found) return {};
  return pageMetadata({
    title: found.content.metaTitle,
    description: found.content.metaDescription,
    path: found.service.href,
  });
}

function Panel({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="laid-out-when-near flex flex-col gap-4">
      <h2 className="text-2xl font-bold text-ink md:text-3xl">{heading}</h2>
      {children}
    </section>
  );
}

export default async function ServicePage({ params }: Props) {
  const found = findService((await params).serviceId);
  if (!found) notFound();
  const { service, content } = found;
  const related = services.filter((entry) => content.related.includes(entry.id));
  const request = serviceRequest(service.name);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pb-12 pt-10 sm:px-6 md:pt-16 lg:grid-cols-2">
          <div>
            <nav aria-label="Breadcrumb" className="mb-4 text-sm text-gray-700">
              <Link href="/" className="hover:underline">
                Home
              </Link>{' '}
              <span aria-hidden="true">/</span> {service.name}
            </nav>
            <h1 className="text-3xl font-bold leading-tight text-ink md:text-5xl">
              {content.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-gray-700">{content.intro}</p>
            <ProposalButton request={request} className={cn(buttonVariants(), 'mt-8')}>
              {content.cta.button}
            </ProposalButton>
          </div>
          <StaticImage
            src={service.image}
            alt=""
            width={480}
            height={320}
            preload
            sizes="(min-width: 992px) 50vw, 100vw"
            className="mx-auto h-auto w-full max-w-lg"
          />
        </div>
      </section>

      {/* The hero's container, so both start at one left edge; the body keeps a reading width. */}
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 pb-20 sm:px-6 *:max-w-4xl">
        <ContentSection section={content.problem} />
        <Reveal>
          <ContentSection section={{ heading: 'What is included', items: content.included }} />
        </Reveal>
        <Panel heading="How we work">
          <StepList steps={content.process} />
        </Panel>
        <Reveal className="grid gap-10 md:grid-cols-2">
          <ContentSection section={{ heading: 'Deliverables', list: content.deliverables }} />
          <ContentSection section={{ heading: 'Who it suits', list: content.suits }} />
        </Reveal>
        <Panel heading={`${service.name}: questions`}>
          <FaqAccordion faqs={content.faqs} />
        </Panel>
        <Panel heading="Related services">
          <ul className="grid gap-4 sm:grid-cols-3">
            {related.map((entry) => (
              <li key={entry.id}>
                <Link
                  href={entry.href}
                  className="block h-full rounded-xl border border-brand-100 p-4 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        <CtaBanner {...content.cta} request={request} className="rounded-2xl p-8" />
      </div>
      <JsonLd
        data={serviceJsonLd({
          name: content.title,
          serviceType: service.name,
          description: content.metaDescription,
          path: service.href,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: service.name, path: service.href },
        ])}
      />
    </>
  );
}
