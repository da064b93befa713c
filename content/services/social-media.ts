import type { ServiceContent } from '@/lib/catalogue/content-types';

export const socialMediaContent: ServiceContent = {
  id: 'social-media',
  metaTitle: 'Social Media Marketing Agency in Gurugram',
  metaDescription:
    'Content calendars, reels, community management and paid social on Instagram, Facebook, LinkedIn and YouTube for Indian brands, from a Gurugram team.',
  title: 'Social Media Marketing in Gurugram for Indian Brands',
  intro:
    'We plan, create and manage social media that gives people a reason to follow you and a clear next step when they are ready to buy. From reels and carousels to LinkedIn posts and campaigns that lead into WhatsApp, our Gurugram team builds content around your audience, your calendar and your sales goals.',
  problem: {
    heading: 'Posting often is not the same as being remembered',
    paragraphs: [
      'Many businesses in India treat social media as a daily chore: a festival greeting, a stock image with a quote, a product photo with a discount. The feed stays active, but nothing connects it to enquiries or sales.',
      'Audience habits have moved on. Short-form video leads on Instagram and YouTube Shorts, LinkedIn rewards people over logos, and buyers increasingly message a brand on Instagram or WhatsApp before they ever visit a website. Content that ignores these habits, or that could come from any brand anywhere, struggles to earn attention.',
      'Then there is the question of what is working. Without a plan tied to goals, it is hard to tell whether a reel with plenty of views brought in a single lead. Good social media management gives each post a job, measures it honestly and adjusts the mix every month.',
    ],
  },
  included: [
    {
      title: 'Social media strategy',
      text: 'A written plan covering your audience, platforms, content pillars, tone of voice and the goal each platform serves, from awareness through to direct enquiries.',
    },
    {
      title: 'Monthly content calendar',
      text: 'Posts planned a month ahead around your launches and offers and the Indian calendar, including Diwali, Holi, Raksha Bandhan, wedding season and year-end pushes.',
    },
    {
      title: 'Reels and short-form video',
      text: 'Hooks, scripts, shot lists and editing for reels and Shorts, whether we shoot with you in Gurugram or you record on a phone with our guidance.',
    },
    {
      title: 'Design and copywriting',
      text: 'Carousels, static posts, stories and captions in English, Hindi or Hinglish, consistent with your brand and written to be saved, shared and acted on.',
    },
    {
      title: 'Community management',
      text: 'Replies to comments and direct messages within agreed hours, using responses you have approved, with genuine sales enquiries passed quickly to your team.',
    },
    {
      title: 'Paid social campaigns',
      text: 'Meta and LinkedIn ads that amplify what already works, with audiences, budgets and creative tested methodically. Ad accounts stay in your name and are billed to you in INR.',
    },
  ],
  process: [
    {
      title: 'Brand and audience workshop',
      text: 'We spend time understanding your customers, your offer, your competitors and the tone you want, and we review what has and has not worked on your accounts so far.',
    },
    {
      title: 'Strategy and calendar',
      text: 'We agree platforms, content pillars and goals, then build the first monthly calendar with topics, formats and publishing dates.',
    },
    {
      title: 'Create and approve',
      text: 'Content is produced in batches and shared for approval on a shared calendar, so nothing goes live without your sign-off.',
    },
    {
      title: 'Publish and engage',
      text: 'We schedule posts at the times your audience is active, respond to comments and messages, and flag anything that needs your attention.',
    },
    {
      title: 'Report and adjust',
      text: 'Each month we review reach, engagement, profile actions and enquiries, keep the formats that work and change those that do not.',
    },
  ],
  deliverables: [
    'Social media strategy document with content pillars',
    'Monthly content calendar shared for approval',
    'An agreed number of reels, carousels, posts and stories each month',
    'Captions and hashtags in English, Hindi or Hinglish',
    'Profile clean-up for bios, highlights and links',
    'Community management within agreed response hours',
    'Monthly performance report with recommendations',
  ],
  suits: [
    'D2C brands in fashion, beauty, food and home decor',
    'Restaurants, cafes, gyms and salons in Gurugram building a local following',
    'Clinics and wellness practitioners who want to educate and reassure patients',
    'Real-estate developers launching projects in Delhi NCR',
    'B2B founders and leadership teams building credibility on LinkedIn',
    'Coaching institutes and edtech brands reaching students and parents',
  ],
  faqs: [
    {
      question: 'Which platforms should my business be on?',
      answer:
        'Only the ones your customers use and your team can sustain. For most consumer brands that means Instagram and Facebook, often with YouTube. For B2B firms, LinkedIn usually matters most. We recommend a focused start rather than thin activity everywhere.',
    },
    {
      question: 'Do you shoot the photos and videos yourselves?',
      answer:
        'We can. For brands in Gurugram and Delhi NCR we plan and run shoot days. Many clients prefer to record simple clips on a phone, and we provide scripts and shot lists, then edit the footage into finished reels.',
    },
    {
      question: 'Who owns the social media accounts and content?',
      answer:
        'You do. We work through access you grant in Meta Business Suite, LinkedIn page roles and similar tools, never by taking over your login. The content we create for you is handed over for you to keep and reuse.',
    },
    {
      question: 'How quickly do you reply to comments and messages?',
      answer:
        'Response hours are agreed up front, typically during business hours on working days, with extended cover for launches or sales. Urgent sales enquiries and complaints are passed to your team straight away.',
    },
    {
      question: 'Is paid advertising part of social media management?',
      answer:
        'It can be. Organic content builds trust, while paid campaigns reach new people and generate leads. Ad spend is paid by you directly to Meta or LinkedIn, and our management fee is invoiced separately with GST.',
    },
    {
      question: 'How do you measure success on social media?',
      answer:
        'We agree measures that match your goals before we start. Likes and views are tracked, but we focus on saves, shares, profile visits, website clicks, WhatsApp conversations and enquiries, because those show whether people are moving towards a purchase.',
    },
  ],
  related: ['google-ads', 'lead-nurturing-conversion', 'website-development'],
  cta: {
    heading: "Let's plan your next month of content",
    text: 'Tell us about your brand, your audience and what you want social media to achieve. We will come back with a content approach, a sample calendar and a clear monthly fee.',
    button: 'Get a social media plan',
  },
};
