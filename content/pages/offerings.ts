import type { PageContent } from '@/lib/catalogue/content-types';

export const offeringsContent: PageContent = {
  metaTitle: 'Packages and Engagement Models',
  metaDescription:
    'Audits, monthly retainers, growth sprints and performance-linked work from Leadwise Digital, Gurugram. Quoted in INR plus GST after we understand your goals.',
  title: 'Packages and ways to work with Leadwise Digital',
  intro:
    'Every business arrives with a different starting point: some need a second opinion on what is already running, some need a team to run marketing month after month, and some need one problem solved quickly. We offer four engagement models so you pay for the work you actually need, and each one can grow into the next when the results justify it.',
  sections: [
    {
      heading: 'Four engagement models',
      paragraphs: [
        'The models below describe how we work together. The services inside them, SEO, social media, Google Ads, website development, data analytics and automation, and lead nurturing, are chosen to fit your goals.',
      ],
      items: [
        {
          title: 'One-off marketing audit',
          text: 'A fixed-scope review of your website, search visibility, ad accounts, social channels, tracking and lead follow-up. You receive a written report and a walkthrough call with a prioritised list of fixes. It is yours to act on, with us or with your own team.',
        },
        {
          title: 'Monthly retainer',
          text: 'An ongoing team that plans, runs and reports on one or more channels every month. Best for businesses that want steady, compounding growth from SEO, paid campaigns, social media and lead nurturing without building an in-house team.',
        },
        {
          title: 'Growth sprint',
          text: 'A focused project with a fixed goal and a fixed timeframe, typically six to twelve weeks. Examples: launching a new landing page with a Google Ads campaign, setting up GA4 and conversion tracking properly, or building a WhatsApp Business follow-up flow.',
        },
        {
          title: 'Performance-linked pricing',
          text: 'For some businesses, part of our fee can be tied to agreed outcomes such as qualified leads. This is discussed case by case, because it only works when tracking is reliable and both sides agree on what counts as a qualified lead.',
        },
      ],
    },
    {
      heading: 'What the audit includes',
      list: [
        'Technical and on-page SEO review of your website, including speed, mobile usability and indexing',
        'Google Business Profile and local search check for your key locations',
        'Review of Google Ads and Meta ad accounts: structure, targeting, search terms, wasted spend and conversion setup',
        'Tracking health check across Google Analytics 4, Google Tag Manager and your forms, calls and WhatsApp clicks',
        'A look at how enquiries are handled after they arrive: response time, follow-up and CRM use',
        'A written report with findings ranked by likely impact and effort, plus a one-hour walkthrough call',
      ],
    },
    {
      heading: 'What a monthly retainer includes',
      list: [
        'A named account lead who knows your business and answers your questions',
        'A monthly plan agreed with you before work begins, covering the channels in your scope',
        'Campaign management, content, optimisation and testing for those channels',
        'A short weekly update and a monthly report and review call in plain language',
        'A live dashboard showing leads, cost per lead and the channels that produced them',
        'A quarterly review of goals, budgets and scope so the retainer keeps matching your business',
      ],
    },
    {
      heading: 'What a growth sprint includes',
      list: [
        'A kick-off workshop to agree the single goal and how success will be measured',
        'A fixed plan with weekly milestones shared at the start',
        'Design, build and launch of the agreed pages, campaigns, tracking or automations',
        'A closing report with results, what we learned and recommended next steps',
        'A handover of everything built, set up in your accounts and documented',
      ],
    },
    {
      heading: 'How pricing is decided',
      paragraphs: [
        'We do not publish a fixed price list, because two businesses asking for "SEO" can need very different amounts of work. A local clinic in Gurugram and a manufacturer selling across India will not need the same scope, and pricing them the same would be unfair to one of them.',
        'After a discovery call and, where useful, a quick look at your accounts, we send a written proposal that lists the scope, deliverables, timeline and fee. All quotes are in Indian rupees, and GST is added at the applicable rate and shown separately on the proposal and the invoice.',
        'The main things that shape a quote are the number of channels involved, the volume of content or campaigns, the number of locations or languages, the state of your website and tracking, and how much reporting and automation you need.',
      ],
    },
    {
      heading: 'Ad spend is separate from our fee',
      paragraphs: [
        'Your advertising budget for Google, Meta or other platforms is paid directly from your own ad accounts, using your own payment method. Our fee covers strategy, setup, management and reporting. Keeping the two apart means you can always see exactly what went to the platforms and what came to us.',
      ],
    },
    {
      heading: 'Contract length and notice',
      paragraphs: [
        'Audits and growth sprints run for their agreed scope and end on delivery. Monthly retainers usually begin with a three-month initial term, because SEO and paid campaigns need time to gather data and settle; after that they continue month to month with a 30-day written notice period.',
        'We do not ask for long lock-ins. If the work is not earning its keep, we would rather have that conversation early. The exact terms are written into your proposal and our terms and conditions before you sign.',
      ],
    },
    {
      heading: 'Onboarding: your first few weeks',
      items: [
        {
          title: 'Week 1: Access and kick-off',
          text: 'We agree goals, contacts and reporting dates, and you grant access to your website, ad accounts, analytics and CRM. Anything missing is created in your name.',
        },
        {
          title: 'Week 2: Tracking and baseline',
          text: 'We check and fix conversion tracking so that forms, calls and WhatsApp clicks are counted, then record a baseline to measure progress against.',
        },
        {
          title: 'Weeks 3–4: First plan and launch',
          text: 'We share the first month of work for your approval, then launch or improve campaigns, pages and follow-ups in a controlled order.',
        },
        {
          title: 'End of month 1: First review',
          text: 'A review call covering what was done, early signals and what changes next month. From here the regular reporting rhythm takes over.',
        },
      ],
    },
    {
      heading: 'Which model is right for you?',
      paragraphs: [
        'If you are unsure whether your current marketing works, start with an audit. If you know what you need and want it done well every month, choose a retainer. If you have one clear problem and a deadline, a growth sprint is usually the fastest route. If you have reliable tracking and a sales process that follows up every lead, ask us about performance-linked pricing. Not sure? Tell us your situation through the contact form and we will recommend one honestly.',
      ],
    },
  ],
};
