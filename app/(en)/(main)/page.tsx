import Link from 'next/link';
import { ProposalButton } from '@/components/proposal/proposal-button';
import { CtaBanner } from '@/components/proposal/cta-banner';
import { FaqAccordion } from '@/components/content/faq-accordion';
import { PostCard } from '@/components/content/post-card';
import { Reveal } from '@/components/ui/reveal';
import { ServiceCard } from '@/components/content/service-card';
import { buttonVariants } from '@/components/ui/button-variants';
import { faqContent } from '@/content/pages/faq';
import { homeContent as content } from '@/content/pages/home';
import { getAllPosts } from '@/lib/catalogue/blog';
import { proposalRequest } from '@/lib/proposal/proposal-requests';
import type { PageLink } from '@/lib/catalogue/content-types';
import { pageMetadata } from '@/lib/seo/metadata';
import { services } from '@/lib/catalogue/services';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/',
});

function SectionHeading({ heading, text }: { heading: string; text: string }) {
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center">
      <h2 className="text-3xl font-bold text-ink md:text-4xl">{heading}</h2>
      <p className="mt-4 text-lg text-gray-700">{text}</p>
    </div>
  );
}

/** A section's way on: to the full list, or to the page that says more. */
function SectionLink({ link }: { link: PageLink }) {
  return (
    <p className="mt-8 text-center">
      <Link href={link.href} className={buttonVariants({ variant: 'outline' })}>
        {link.label}
      </Link>
    </p>
  );
}

export default function HomePage() {
  const posts = getAllPosts().slice(0, 3);
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-5xl px-4 pb-20 pt-12 text-center sm:px-6 md:pt-20">
          <p className="mb-4 text-sm font-semibold uppercase tracking-wide text-brand-800">
            {content.hero.eyebrow}
          </p>
          <h1 className="text-4xl font-extrabold leading-tight text-ink md:text-6xl">
            {content.hero.title}
          </h1>
          <p className="mx-auto mt-6 max-w-3xl text-lg leading-relaxed text-gray-700">
            {content.hero.text}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ProposalButton request={proposalRequest} className={buttonVariants()}>
              {content.hero.cta}
            </ProposalButton>
            <Link href="#services" className={buttonVariants({ variant: 'outline' })}>
              {content.hero.secondaryCta}
            </Link>
          </div>
        </div>
      </section>

      <section
        id="services"
        className="laid-out-when-near mx-auto max-w-7xl scroll-mt-24 px-4 py-20 sm:px-6"
      >
        <SectionHeading {...content.servicesIntro} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
        <SectionLink link={content.servicesIntro.link} />
      </section>

      <section className="laid-out-when-near bg-brand-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <Reveal>
            <SectionHeading heading={content.howWeWork.heading} text={content.howWeWork.text} />
          </Reveal>
          <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {content.howWeWork.steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <span className="text-sm font-bold text-brand-800">Step {index + 1}</span>
                <h3 className="mt-2 text-lg font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 text-gray-700">{step.text}</p>
              </li>
            ))}
          </ol>
          <SectionLink link={content.howWeWork.link} />
        </div>
      </section>

      <section className="laid-out-when-near mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <Reveal>
          <SectionHeading heading={content.whyUs.heading} text={content.whyUs.text} />
        </Reveal>
        {/* Rows that wrap centred: an odd card out (five of them) sits in the middle, no hole. */}
        <ul className="flex flex-wrap justify-center gap-6 *:w-full md:*:w-[calc((100%-1.5rem)/2)] xl:*:w-[calc((100%-3rem)/3)]">
          {content.whyUs.points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-brand-100 p-6">
              <h3 className="text-lg font-semibold text-ink">{point.title}</h3>
              <p className="mt-2 text-gray-700">{point.text}</p>
            </li>
          ))}
        </ul>
        <SectionLink link={content.whyUs.link} />
      </section>

      <section className="laid-out-when-near bg-brand-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <Reveal>
            <SectionHeading {...content.blogTeaser} />
          </Reveal>
          <ul className="grid gap-6 md:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} headingLevel={3} />
            ))}
          </ul>
          <SectionLink link={{ label: 'Read all posts', href: '/blogs' }} />
        </div>
      </section>

      <section className="laid-out-when-near mx-auto max-w-4xl px-4 py-20 sm:px-6">
        <Reveal>
          <SectionHeading {...content.faqTeaser} />
        </Reveal>
        <FaqAccordion faqs={faqContent.faqs.slice(0, 5)} />
        <SectionLink link={{ label: 'See all questions', href: '/faq' }} />
      </section>

      <CtaBanner {...content.closingCta} request={proposalRequest} className="px-4 py-20" />
    </>
  );
}
