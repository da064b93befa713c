import type { ServiceContent } from '@/lib/catalogue/content-types';

export const googleAdsContent: ServiceContent = {
  id: 'google-ads',
  metaTitle: 'Google Ads Management Agency in Gurugram',
  metaDescription:
    'Search, Performance Max and YouTube campaigns managed for cost per lead, with reliable conversion tracking, INR billing in your own account and plain reports.',
  title: 'Google Ads Management in Gurugram for Indian Businesses',
  intro:
    'We build and manage Google Ads campaigns that are judged on the enquiries and sales they bring, not on clicks or impressions. Search, Performance Max, YouTube and Demand Gen campaigns are set up in an account you own, tracked properly and reviewed every week by people who explain what they changed and why.',
  problem: {
    heading: 'Paying for clicks that never become customers',
    paragraphs: [
      'Google Ads can put your business in front of someone at the exact moment they search for what you sell. It can also spend your budget very quickly on the wrong searches. Broad keywords without negatives, every campaign pointed at the home page and automated recommendations accepted without thought are common reasons advertisers decide the platform does not work for them.',
      "Tracking is often the weakest link. If conversions count page views, duplicate form fills or calls that lasted a few seconds, Google's bidding systems learn to find more of the wrong people. And without offline conversion imports, the platform never learns which leads actually became paying customers.",
      'Competition adds pressure. In categories such as real estate, education and healthcare in Delhi NCR, cost per click can climb sharply around project launches, admission cycles and the festive season. Careful account structure, focused landing pages and bidding tied to real lead quality make the difference between a profitable month and an expensive lesson.',
    ],
  },
  included: [
    {
      title: 'Account audit or fresh setup',
      text: 'For existing accounts we review structure, keywords, bidding, tracking and wasted spend. For new advertisers we set up the account in your business name with correct billing and GST details.',
    },
    {
      title: 'Keyword and competitor research',
      text: 'We find the searches that signal buying intent, including locality, Hindi and Hinglish terms, and study how competitors position their offers.',
    },
    {
      title: 'Campaign build',
      text: 'Search, Performance Max, YouTube and Demand Gen campaigns structured around your services, locations and margins, with sensible budgets and bid strategies.',
    },
    {
      title: 'Ads and assets',
      text: 'Responsive search ads, sitelinks, callouts, call assets, images and short videos written and designed to match search intent and set honest expectations.',
    },
    {
      title: 'Conversion tracking',
      text: 'Google tag and Tag Manager set up to record real leads, calls and purchases, with enhanced conversions and CRM imports where possible, and consent handled in line with the DPDP Act 2023.',
    },
    {
      title: 'Ongoing optimisation',
      text: 'Weekly search term reviews, negative keywords, ad tests and bid adjustments, with budgets paced around peaks such as Diwali sales or admission season.',
    },
  ],
  process: [
    {
      title: 'Goals and numbers',
      text: 'We agree what a lead or sale is worth to you and the cost per lead you can afford, so every later decision has a clear target.',
    },
    {
      title: 'Audit and tracking',
      text: 'We fix or build conversion tracking first, because campaigns optimised against bad data only get worse over time.',
    },
    {
      title: 'Build and launch',
      text: 'Campaigns, ads and landing page changes go live after your approval, starting with the searches most likely to convert.',
    },
    {
      title: 'Learn and optimise',
      text: 'In the first weeks we watch search terms and lead quality closely, cutting waste and feeding back what your sales team tells us.',
    },
    {
      title: 'Scale what works',
      text: 'Once cost per lead is stable, we expand into new keywords, locations or campaign types, one controlled step at a time.',
    },
  ],
  deliverables: [
    'Account audit with prioritised recommendations',
    'Campaign structure and keyword plan',
    'Ad copy, assets and asset groups',
    'Conversion tracking setup with a testing checklist',
    'Weekly change log you can read at any time',
    'Monthly report on spend, cost per lead and lead quality',
    'Landing page recommendations for each campaign',
  ],
  suits: [
    'Real-estate developers and brokers generating site-visit enquiries in Gurugram',
    'Clinics, hospitals and diagnostic labs that want appointment bookings',
    'Coaching institutes and universities running admission campaigns',
    'D2C brands running Shopping and Performance Max campaigns',
    'B2B manufacturers and service firms seeking qualified enquiries across India',
    'Local service businesses in Delhi NCR such as pest control, home repairs and legal services',
  ],
  faqs: [
    {
      question: 'How much should I spend on Google Ads?',
      answer:
        'There is no single right number. We estimate a starting budget from search volumes, likely cost per click in your category and the cost per lead you can afford, then test. A few well-run campaigns usually beat a small budget spread thinly.',
    },
    {
      question: 'Is ad spend included in your fee?',
      answer:
        'No. Ad spend is paid directly to Google from your own account in INR, and Google issues invoices against the business details and GSTIN on that account. Our management fee is invoiced separately, with GST.',
    },
    {
      question: 'Who owns the Google Ads account?',
      answer:
        'You do. Accounts are created in your business name or, if you already have one, we request access through a manager account. If we ever part ways, your campaigns, data and history stay with you.',
    },
    {
      question: 'Do you use Performance Max campaigns?',
      answer:
        'Where they fit. Performance Max can work well for e-commerce and businesses with strong conversion data, but it needs good tracking and creative. We often start with Search for control, then add it once we have signals worth learning from.',
    },
    {
      question: 'How soon will I start getting leads?',
      answer:
        'Search campaigns can start producing enquiries within days of launch, but the first few weeks are a learning period. We expect to refine keywords, ads and bids before results settle, and we tell you plainly how things are going.',
    },
  ],
  related: ['website-development', 'data-analytics-automation', 'lead-nurturing-conversion'],
  cta: {
    heading: 'Find out where your ad budget is going',
    text: 'Share access to your Google Ads account, or tell us about your business if you are starting fresh. We will review it and send a plan with realistic targets and a clear management fee.',
    button: 'Get a Google Ads audit',
  },
};
