import type { ServiceContent } from '@/lib/catalogue/content-types';

export const dataAnalyticsAutomationContent: ServiceContent = {
  id: 'data-analytics-automation',
  metaTitle: 'Marketing Analytics & Automation in Gurugram',
  metaDescription:
    'GA4 and Tag Manager setup, Looker Studio dashboards and lead automation for Indian businesses, so decisions rest on data your whole team can trust.',
  title: 'Data Analytics and Marketing Automation in Gurugram',
  intro:
    'We set up tracking you can trust, dashboards your team actually reads and automations that take repetitive work off your plate. Whether you need GA4 fixed, leads flowing into a CRM automatically or one report that brings Google, Meta and sales data together, we build it cleanly and document it so it lasts.',
  problem: {
    heading: 'Too many numbers, not enough answers',
    paragraphs: [
      "Growing businesses in India have more data than ever and often less clarity. Google Ads says one thing, Meta says another, GA4 shows a third number and the sales team's spreadsheet disagrees with all of them. Meetings turn into debates about which figure is right instead of decisions about what to do next.",
      'Behind the confusion are usually small, fixable problems: tags firing twice, form submissions tracked as page views, UTM parameters used inconsistently, offline sales never linked to the campaign that started them. Add browser privacy changes, ad blockers and consent duties under the Digital Personal Data Protection Act 2023, and the gaps widen unless tracking is designed deliberately.',
      'Meanwhile, people lose hours to manual work: copying leads from Meta lead forms into Excel, forwarding enquiries on WhatsApp, rebuilding the same weekly report by hand. Analytics and automation fix both problems together, giving you reliable numbers and freeing your team for work that needs a person.',
    ],
  },
  included: [
    {
      title: 'Tracking audit',
      text: 'A review of your GA4 property, tags, ad platform conversions and CRM data that shows what is measured, what is missing and what is double-counted.',
    },
    {
      title: 'GA4 and Tag Manager setup',
      text: 'Events, conversions, audiences and UTM conventions configured in Google Tag Manager, built around the actions that matter to your business.',
    },
    {
      title: 'Consent and privacy',
      text: "Consent banners and Google consent mode configured so tracking respects each visitor's choice, with guidance on notices under the DPDP Act 2023. We are not lawyers, so final wording should be checked by your legal adviser.",
    },
    {
      title: 'Conversion APIs',
      text: 'Meta Conversions API, Google enhanced conversions and offline conversion imports, so ad platforms learn from real leads and sales rather than guesses.',
    },
    {
      title: 'Dashboards',
      text: 'Looker Studio dashboards that combine ad spend, website behaviour and CRM outcomes in one view, designed for the questions your team asks every week.',
    },
    {
      title: 'Workflow automation',
      text: 'Leads from website forms and ad platforms routed automatically to your CRM, Google Sheets or the right salesperson by email or WhatsApp, with duplicates handled.',
    },
  ],
  process: [
    {
      title: 'Questions first',
      text: 'We start by listing the decisions you need to make and the questions your data must answer, not the tools you should buy.',
    },
    {
      title: 'Audit',
      text: 'We check your existing tracking, data sources and manual processes, and show you where numbers break down or time is wasted.',
    },
    {
      title: 'Measurement plan',
      text: 'You approve a written plan that lists every event, conversion, data source and automation, with a clear owner for each.',
    },
    {
      title: 'Build and test',
      text: 'We implement in stages, testing each tag and workflow with real submissions before anything is relied on.',
    },
    {
      title: 'Document and train',
      text: 'Everything is documented in plain language, and your team is shown how to read the dashboards and maintain the automations.',
    },
  ],
  deliverables: [
    'Tracking audit report',
    'Measurement plan covering events, conversions and UTM conventions',
    'Configured and documented GA4 property and Tag Manager container',
    'Conversion API and offline import setup where appropriate',
    'Looker Studio dashboards for leadership and marketing',
    'Automated lead-routing workflows',
    'Consent banner and consent mode setup',
    'Training session and handover notes',
  ],
  suits: [
    'D2C and e-commerce brands reconciling ad platform and store data',
    'Multi-location clinics and service businesses tracking bookings by branch',
    'B2B companies with long sales cycles that need offline conversion tracking',
    'Real-estate teams handling large lead volumes from many sources',
    'Coaching institutes tracking enquiries through to admission',
    'In-house marketing teams who spend too long building reports by hand',
  ],
  faqs: [
    {
      question: 'We already have Google Analytics. Why would we need this?',
      answer:
        'Having GA4 installed is not the same as having it configured. Many properties record page views but miss form submissions, calls and WhatsApp clicks, or count them twice. We make the data accurate and connect it to what happens after the enquiry.',
    },
    {
      question: 'Which tools do you work with?',
      answer:
        'We commonly use GA4, Google Tag Manager, Looker Studio, BigQuery, Meta Events Manager, Google Sheets and automation tools such as Zapier, Make and n8n, along with popular CRMs like Zoho, HubSpot and LeadSquared. We suggest tools only when they earn their cost.',
    },
    {
      question: 'Will our tracking comply with the DPDP Act?',
      answer:
        'We design tracking around consent: visitors are told what is collected and why, and tags respect their choice. Compliance also depends on your policies and processes, so we recommend a legal review alongside our technical work.',
    },
    {
      question: 'How long does a setup take?',
      answer:
        'A tracking fix for a single website often takes one to three weeks. Full projects with dashboards, conversion APIs and CRM automation take longer, depending on how many systems are involved and how quickly access is granted.',
    },
    {
      question: 'What happens if an automation breaks?',
      answer:
        'We build in error alerts so failures are noticed quickly, and we document every workflow. Ongoing monitoring and fixes can be included in a monthly support plan if you prefer not to manage them in-house.',
    },
  ],
  related: ['google-ads', 'lead-nurturing-conversion', 'website-development'],
  cta: {
    heading: 'Get numbers your whole team can trust',
    text: 'Tell us which reports you build by hand and which numbers you doubt. We will review your setup and propose a clear, fixed-scope plan to put it right.',
    button: 'Book an analytics review',
  },
};
