import { capitalise } from '@/lib/catalogue/count-in-words';
import { serviceCount } from '@/lib/catalogue/services';
import type { HomeContent } from '@/lib/catalogue/content-types';

export const homeContent: HomeContent = {
  metaTitle: 'Digital Marketing Agency in Gurugram',
  metaDescription:
    'Leadwise Digital is a Gurugram agency for SEO, social media, Google Ads, websites, analytics and lead follow-up, with reporting tied to enquiries and sales.',
  hero: {
    eyebrow: 'Digital marketing agency · Sector 44, Gurugram',
    title: 'Digital marketing in Gurugram, measured in leads rather than likes',
    text: 'We plan, run and report on SEO, social media, Google Ads, websites and lead follow-up for Indian businesses. Every rupee is tracked from the first click to the enquiry it produced, so you always know what is working and what to stop paying for.',
    cta: 'Get a proposal',
    secondaryCta: 'Explore services',
  },
  servicesIntro: {
    heading: `${capitalise(serviceCount)} services, one joined-up plan`,
    text: 'Most businesses do not need everything at once. We start with the channel closest to revenue, connect it to proper tracking and a follow-up process, and add the next service only when the numbers say it is time. Pick one service or combine several; either way, one team owns the result.',
    link: { label: 'Compare packages and ways to work with us', href: '/offerings' },
  },
  howWeWork: {
    heading: 'How we work',
    text: 'A simple, repeatable method that keeps your budget pointed at what produces enquiries.',
    steps: [
      {
        title: 'Understand',
        text: 'A discovery call and an audit of your website, ad accounts, tracking and sales follow-up. We learn who your buyers are, what a good lead is worth to you and where enquiries are leaking today.',
      },
      {
        title: 'Plan',
        text: 'A written plan with priorities, budgets, timelines and the few numbers we will be judged on, usually cost per lead and lead quality, agreed with you before any money is spent.',
      },
      {
        title: 'Launch',
        text: 'We fix tracking first, then build and launch the campaigns, pages, content and WhatsApp or email follow-ups in the plan, with every change logged so nothing happens silently.',
      },
      {
        title: 'Improve',
        text: 'Weekly checks and a monthly review in plain language. We move budget towards what brings real customers, cut what does not and tell you honestly when something is not working.',
      },
    ],
    link: { label: 'Read our approach in full', href: '/approach' },
  },
  whyUs: {
    heading: 'Why businesses choose Leadwise Digital',
    text: 'We are built around accountability: clear numbers, clear ownership and no surprises on the invoice.',
    points: [
      {
        title: 'Reporting tied to enquiries',
        text: 'Our reports start with leads, cost per lead and lead quality. Impressions and followers appear only when they explain those numbers.',
      },
      {
        title: 'You own everything',
        text: 'Ad accounts, analytics properties, domains and website code are set up in your name. If we ever part ways, you keep all of it.',
      },
      {
        title: 'Built for Indian buyers',
        text: 'Hindi, Hinglish and English creatives, WhatsApp Business follow-ups, local SEO for Delhi NCR and beyond, and quotes in INR with GST shown clearly.',
      },
      {
        title: 'Marketing and follow-up together',
        text: 'Leads are only useful if someone calls them back. We connect campaigns to your CRM or WhatsApp so every enquiry gets a quick, consistent response.',
      },
      {
        title: 'No lock-in, no promises we cannot keep',
        text: 'Short notice periods, a transparent fee separate from ad spend, and realistic forecasts instead of guaranteed rankings or guaranteed leads.',
      },
    ],
    link: { label: 'Run an agency? Partner with us', href: '/partner' },
  },
  blogTeaser: {
    heading: 'From the blog',
    text: 'Practical guides on SEO, Google Ads, WhatsApp marketing, tracking and lead follow-up, written for Indian business owners who want to understand where their marketing budget goes.',
  },
  faqTeaser: {
    heading: 'Questions we hear often',
    text: 'How pricing works, how soon SEO and ads show results, who pays for ad spend, how we handle your data under the DPDP Act 2023 and more.',
  },
  closingCta: {
    heading: 'Tell us what you want more of',
    text: 'Share your business, your goals and your current marketing spend. We aim to reply within one working day with honest next steps, even if that means telling you we are not the right fit.',
    button: 'Get a proposal',
  },
};
