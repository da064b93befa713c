import type { ServiceContent } from '@/lib/catalogue/content-types';

export const seoContent: ServiceContent = {
  id: 'seo',
  metaTitle: 'SEO Services in Gurugram for Indian Businesses',
  metaDescription:
    'Technical SEO, local SEO with Google Business Profile and search-led content for Indian businesses, from a Gurugram team that reports plainly every month.',
  title: 'SEO Services in Gurugram for Businesses Across India',
  intro:
    'Leadwise Digital helps Indian businesses get found by the people already searching for what they sell. We fix the technical issues holding your site back, build pages around the searches your buyers make and strengthen your local presence across Gurugram and Delhi NCR, with steady, measurable work you can follow month by month.',
  problem: {
    heading: 'Why good businesses stay invisible on Google',
    paragraphs: [
      'Most businesses have a website, but many were built to look good at launch rather than to be found. Pages load slowly on mid-range Android phones, service pages repeat the same thin text, and nobody has opened Google Search Console in months. The site exists but rarely appears for the searches that lead to enquiries.',
      'Local search adds another layer. When someone on Sohna Road or in DLF Phase 3 searches for a physiotherapist or a CA firm near them, Google leans heavily on Google Business Profile, reviews and consistent name, address and phone details across the web. An incomplete profile, an unverified listing or the wrong pin code can quietly hand those enquiries to a competitor down the road.',
      "Then there is the language gap. Your customers may search in English, Hindi or a Hinglish mix such as 'best CA coaching in gurgaon'. If your content only speaks in formal brochure English, it misses how people actually type. SEO closes these gaps in a structured way, so your site earns visitors who keep arriving without you paying for every click.",
    ],
  },
  included: [
    {
      title: 'Technical SEO audit and fixes',
      text: 'We crawl your site to find broken links, duplicate pages, indexing problems, missing structured data and slow templates, then fix them directly or give your developer a prioritised list with clear instructions.',
    },
    {
      title: 'Keyword and intent research',
      text: 'We map the searches your buyers make at each stage, including city and locality terms, Hindi and Hinglish variations, and the questions people ask before they pick up the phone.',
    },
    {
      title: 'On-page optimisation',
      text: 'Titles, meta descriptions, headings, internal links and page copy are reworked so each page targets one clear intent and still reads naturally to people first.',
    },
    {
      title: 'Local SEO and Google Business Profile',
      text: 'Profile setup or clean-up, categories, services, photos and posts, a simple routine for asking happy customers for reviews, and consistent listings on Indian directories your customers use.',
    },
    {
      title: 'Content planning and writing',
      text: 'Service pages, location pages and articles planned around real search demand, with seasonal topics such as Diwali gifting or year-end tax planning published well before interest peaks.',
    },
    {
      title: 'Link earning and digital PR',
      text: 'Outreach to relevant Indian publications, industry associations and partners for genuine mentions. We never buy links or use private blog networks.',
    },
  ],
  process: [
    {
      title: 'Discovery',
      text: 'We learn about your services, margins, locations and the enquiries you want more of, and you give us read access to Search Console, GA4 and your Business Profile.',
    },
    {
      title: 'Audit and research',
      text: 'We review your site, competitors and search demand to find the quick wins and the areas where longer-term effort will pay off.',
    },
    {
      title: 'Roadmap',
      text: 'You receive a 90-day plan that ranks every task by likely impact and effort. We agree priorities with you before any work starts.',
    },
    {
      title: 'Implementation',
      text: 'We fix technical issues, optimise priority pages, improve your Business Profile and publish new content, keeping a log you can check at any time.',
    },
    {
      title: 'Review and refine',
      text: 'Each month we look at rankings, traffic and, most importantly, enquiries, then adjust the plan based on what the data shows rather than on habit.',
    },
  ],
  deliverables: [
    'Technical SEO audit with a prioritised fix list',
    'Keyword map linking each target search to a page',
    'Optimised titles, meta descriptions and headings for priority pages',
    'Google Business Profile optimisation and a review request routine',
    'Monthly content plan with briefs or finished articles',
    'Structured data for your business, services and FAQs',
    'Monthly report from Search Console and GA4 with next steps',
  ],
  suits: [
    'Clinics, hospitals and diagnostic centres that want patients from nearby sectors',
    'Real-estate developers and channel partners targeting buyers in Gurugram and Delhi NCR',
    'B2B manufacturers and exporters whose buyers research suppliers online',
    'Coaching institutes and schools competing for searches in admission season',
    'D2C brands that want organic traffic alongside their paid campaigns',
    'Local service businesses in Gurugram such as interior designers, CA firms and salons',
  ],
  faqs: [
    {
      question: 'How long does SEO take to show results?',
      answer:
        "It depends on your site's current condition, your competition and how much content is needed. Technical fixes and Google Business Profile improvements can show early movement within weeks, while competitive rankings usually take several months of consistent work. We set realistic milestones at the start and report progress honestly.",
    },
    {
      question: 'Can you guarantee first-page rankings on Google?',
      answer:
        'No, and you should be wary of anyone who does. Google decides rankings and changes its systems often. What we commit to is doing the work search engines reward, following their guidelines, and showing you exactly what was done and how it performed.',
    },
    {
      question: 'Do you handle local SEO for businesses with several branches?',
      answer:
        "Yes. We set up or clean up each branch's Google Business Profile, create useful location pages with real details, and keep names, addresses and phone numbers consistent across the web.",
    },
    {
      question: 'Will you write content in Hindi?',
      answer:
        'Yes. Where your audience searches in Hindi or Hinglish we can write content in those languages, or weave common transliterated terms into English pages, and advise on whether a separate Hindi section makes sense.',
    },
    {
      question: 'How is SEO priced and billed?',
      answer:
        'After the initial review we quote a monthly fee based on the scope of work. The proposal spells out what the fee covers and the minimum term, if any, and we raise GST invoices in INR.',
    },
  ],
  related: ['website-development', 'google-ads', 'data-analytics-automation'],
  cta: {
    heading: 'Find out what is holding your site back',
    text: 'Share your website and the services you want to be found for. We will review it and send an SEO proposal with priorities, timelines and a clear monthly fee.',
    button: 'Get an SEO proposal',
  },
};
