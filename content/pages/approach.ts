import type { PageContent } from '@/lib/catalogue/content-types';

export const approachContent: PageContent = {
  metaTitle: 'Our Approach to Digital Marketing',
  metaDescription:
    'How Leadwise Digital works: discovery, audit, plan, build, launch, measure and improve, with weekly updates, monthly reviews and decisions based on your data.',
  title: 'Our approach: a measurable method for digital marketing',
  intro:
    'Good marketing is rarely a single clever idea. It is a steady routine of finding out what is true, doing the most useful thing next and checking whether it worked. This page explains the method we follow with every client, the reporting rhythm you can expect and how we use data to decide where your budget goes.',
  sections: [
    {
      heading: 'The method, step by step',
      paragraphs: [
        'The same seven steps apply whether we are running a single Google Ads campaign or an entire marketing programme. Smaller projects move through them in days; larger ones take weeks. None of them is skipped.',
      ],
      items: [
        {
          title: '1. Discovery',
          text: 'We start with conversations, not tools. What do you sell, to whom, at what margin, and what is a qualified lead worth to you? Who answers enquiries, and how fast? Which cities, languages and seasons matter? For many Indian businesses, festival seasons, financial year-end or admission cycles change everything, so we note them early.',
        },
        {
          title: '2. Audit',
          text: 'We review your website, search visibility, ad accounts, social channels, analytics and CRM. The aim is to find what is already working, what is broken and where money or enquiries are leaking, such as forms that do not fire a conversion or campaigns spending on irrelevant searches.',
        },
        {
          title: '3. Plan',
          text: 'We turn the findings into a written plan: goals, priorities, channels, budgets, timelines and the handful of numbers we will report on. The plan says what we will not do yet, and why. Nothing goes live until you have approved it.',
        },
        {
          title: '4. Build',
          text: 'We set up or repair tracking first, then build what the plan calls for: landing pages, ad campaigns, content, creatives in English, Hindi or Hinglish, CRM fields and WhatsApp Business or email follow-up sequences.',
        },
        {
          title: '5. Launch',
          text: 'We launch in a controlled order, checking that every lead is recorded correctly before budgets increase. Each change is logged with its date and reason, so we can later tell which change moved which number.',
        },
        {
          title: '6. Measure',
          text: 'We compare results with the baseline and the targets in the plan, looking beyond clicks to lead quality and, where your sales data allows, revenue. We ask your team which leads turned into customers, because the platforms cannot see that.',
        },
        {
          title: '7. Improve',
          text: 'We act on what we measured: shift budget to the campaigns and keywords that bring customers, rewrite pages that do not convert, test new creatives and tighten follow-up. Then the cycle starts again from a better position.',
        },
      ],
    },
    {
      heading: 'Our reporting rhythm',
      paragraphs: [
        'You should never have to chase us for an update. Every client gets a fixed rhythm agreed at onboarding, adjusted to the size of the engagement.',
      ],
      items: [
        {
          title: 'Weekly',
          text: 'A short written update by email or WhatsApp: what we did, what we noticed, anything that needs your input and what comes next. For active ad campaigns, we also check spend, search terms and lead flow several times a week.',
        },
        {
          title: 'Monthly',
          text: 'A report and review call covering leads, cost per lead, lead quality, rankings or reach where relevant, and the actions planned for the coming month. Written in plain language, with the jargon explained.',
        },
        {
          title: 'Quarterly',
          text: 'A step back to review goals, budgets and scope against your business plans, and to decide whether to expand, hold or change direction.',
        },
        {
          title: 'Always on',
          text: 'A live dashboard you can open at any time, showing the numbers we agreed to track, so you never rely on a PDF to know how things are going.',
        },
      ],
    },
    {
      heading: 'The tools we typically use',
      paragraphs: [
        'We choose tools to fit your business rather than forcing a fixed stack. Everything is set up in your name, so the data belongs to you. A typical setup includes:',
      ],
      list: [
        'Google Analytics 4 and Google Tag Manager for website tracking and conversion events',
        'Google Search Console and Google Business Profile for search and local visibility',
        'Google Ads and Meta Ads Manager for paid campaigns across Search, YouTube, Facebook and Instagram',
        'Looker Studio or a similar tool for live dashboards',
        'WhatsApp Business, email platforms and CRMs such as Zoho CRM or HubSpot for follow-up, depending on what you already use',
        'Established SEO crawling and keyword research tools for audits and content planning',
      ],
    },
    {
      heading: 'How we make decisions with data',
      paragraphs: [
        "Before launching anything we agree what success looks like, usually a target cost per qualified lead, and what result would make us stop. That way decisions are made against a number you signed off on, not against anyone's opinion, including ours.",
        'We give new campaigns enough time and budget to produce a meaningful amount of data before judging them, and we avoid changing several things at once so we can tell what caused a result. Where possible we run simple tests, two versions of an ad or landing page side by side, and keep the winner.',
        'Platform numbers are a starting point, not the final word. An ad platform may report a conversion that your sales team calls a wrong number. That is why we ask you to mark lead quality in your CRM or a shared sheet, and why we weigh that feedback more heavily than platform dashboards.',
        'When the data says something is not working, we tell you, explain why we think it happened and propose what to do next. Sometimes the honest answer is to spend less.',
      ],
    },
    {
      heading: 'What we ask from you',
      list: [
        'Access to your website, ad accounts, analytics and CRM, or permission to create them in your name',
        'A point of contact who can approve plans and creatives within a few working days',
        'Feedback on lead quality from whoever handles enquiries',
        'Early notice of offers, price changes, new products or seasonal plans',
      ],
    },
  ],
};
