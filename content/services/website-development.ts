import type { ServiceContent } from '@/lib/catalogue/content-types';

export const websiteDevelopmentContent: ServiceContent = {
  id: 'website-development',
  metaTitle: 'Website Development Company in Gurugram',
  metaDescription:
    'Fast, mobile-first, accessible websites and landing pages for Indian businesses, built to turn visits into enquiries, with SEO and tracking set up from day one.',
  title: 'Website Development in Gurugram for Growing Indian Businesses',
  intro:
    'We design and build fast, accessible websites and landing pages that explain what you do clearly and make it easy to get in touch. Every site is built mobile-first for the way India browses, set up for search and tracking from day one, and handed over in a form your team can update.',
  problem: {
    heading: 'A website that looks fine but brings no enquiries',
    paragraphs: [
      'For many businesses the website was built years ago, by someone no longer reachable, on a theme weighed down by plugins. It looks acceptable on an office laptop, but on a budget Android phone over mobile data it loads slowly, the menu is awkward and the contact form quietly fails. Visitors leave before they learn what you offer.',
      'Most Indian buyers first meet your business on a phone, often after tapping an ad, a Google Business Profile listing or a link shared on WhatsApp. Within seconds they want to know what you do, where you are, roughly what it costs and how to reach you. Sites that bury this under sliders and stock photos lose them.',
      'Your website is also the foundation for the rest of your marketing. SEO, Google Ads and social campaigns all send people somewhere, and if that destination is slow, confusing or untracked, you pay for visits that cannot convert and cannot be measured.',
    ],
  },
  included: [
    {
      title: 'Discovery and site structure',
      text: 'We map your services, audiences and common questions into a clear sitemap, so every visitor finds a relevant page within a click or two.',
    },
    {
      title: 'UX and visual design',
      text: 'Layouts designed for phones first, with clear calls to action, readable type and real photography where possible, in keeping with your brand.',
    },
    {
      title: 'Development',
      text: 'Built with modern, well-supported tools such as Next.js, WordPress or Shopify, chosen for your needs rather than our habits, with clean code and no unnecessary plugins.',
    },
    {
      title: 'Speed and accessibility',
      text: 'Optimised images, lean code and attention to Core Web Vitals, plus accessible markup, good contrast and keyboard navigation so the site works for more people.',
    },
    {
      title: 'Enquiry and payment features',
      text: 'Click-to-call, WhatsApp chat, validated enquiry forms, appointment booking and payment gateways such as Razorpay, added where they serve your customers.',
    },
    {
      title: 'SEO and tracking foundations',
      text: 'Clean URLs, meta tags, structured data, an XML sitemap, redirects from old pages, and GA4 with consent-aware tracking in place before launch.',
    },
  ],
  process: [
    {
      title: 'Discovery',
      text: 'We learn about your business, customers and goals, review your current site and agree scope, budget and timeline in writing.',
    },
    {
      title: 'Structure and content',
      text: 'We agree the sitemap and wireframes, then write or edit the copy so design starts with real words, not placeholders.',
    },
    {
      title: 'Design',
      text: 'You review mobile and desktop designs for the key pages, with up to an agreed number of revision rounds.',
    },
    {
      title: 'Build and test',
      text: 'We develop on a staging site and test on real phones and browsers, checking forms, speed and accessibility before you see the final version.',
    },
    {
      title: 'Launch',
      text: 'We handle the domain connection, hosting, SSL, redirects and Search Console submission, and watch closely in the days after launch.',
    },
    {
      title: 'Handover and support',
      text: 'Your team is trained to update content, and an agreed support period covers fixes and small changes after launch.',
    },
  ],
  deliverables: [
    'Sitemap and page wireframes',
    'Mobile and desktop designs for key templates',
    'A fully built, responsive website, tested on staging and then launched',
    'Copy for core pages, or editing of your own copy',
    'On-page SEO setup, structured data and XML sitemap',
    'GA4, Google Tag Manager and conversion tracking',
    'Redirect map from your old site',
    'Training session and handover notes',
  ],
  suits: [
    'Startups and new businesses launching their first proper website',
    'Clinics, law firms and CA practices that need credibility and easy booking',
    'B2B manufacturers and exporters with product catalogues and RFQ forms',
    'Real-estate developers needing project microsites and landing pages',
    'D2C brands building or rebuilding an online store',
    'Coaching institutes and schools handling admission enquiries',
  ],
  faqs: [
    {
      question: 'How long does a website take to build?',
      answer:
        'A focused landing page can take one to two weeks, while a typical business website of around ten to fifteen pages often takes four to eight weeks. The biggest factor is usually how quickly content and feedback come together. We share a timeline with the proposal.',
    },
    {
      question: 'Which platform will you use?',
      answer:
        'The one that suits your business. Next.js suits fast, custom sites; WordPress works well when your team edits content often; Shopify is a strong choice for most online stores. We explain the trade-offs before you decide.',
    },
    {
      question: 'Will I be able to update the site myself?',
      answer:
        'Yes. We set up an editing system matched to your team and train them to change text, images and blog posts without touching code.',
    },
    {
      question: 'Do you provide hosting and domains?',
      answer:
        "We set up and can manage reliable hosting, but we recommend that the domain and hosting accounts are registered in your company's name, so you always keep control of your own website.",
    },
    {
      question: 'Can you redesign my site without losing search rankings?',
      answer:
        'We plan redesigns carefully: every old URL is mapped to its new address with redirects, valuable content is carried over, and we monitor Search Console after launch. Some fluctuation is normal in any migration, but careful planning keeps the risk low.',
    },
  ],
  related: ['seo', 'data-analytics-automation', 'google-ads'],
  cta: {
    heading: 'Ready for a website that earns its keep?',
    text: 'Tell us what you do, who you serve and what your current site is missing. We will send a proposal with scope, timeline and a fixed quote, invoiced in INR with GST.',
    button: 'Get a website quote',
  },
};
