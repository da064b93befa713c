import type { PageContent } from '@/lib/catalogue/content-types';
import { universityNames } from '@/lib/catalogue/universities';

export const aboutContent: PageContent = {
  metaTitle: 'About Leadwise Digital, Gurugram',
  metaDescription:
    'Leadwise Digital is a Gurugram agency built to make digital marketing accountable for Indian businesses. Our story, values, way of working and who we serve.',
  title: 'About Leadwise Digital',
  intro:
    'Leadwise Digital is a digital marketing agency based in Sector 44, Gurugram. We started with a simple belief: Indian business owners deserve to know exactly what their marketing money is doing. Today we help businesses across India grow through SEO, social media, Google Ads, websites, analytics and lead follow-up, with every activity tied back to the enquiries and customers it produces.',
  sections: [
    {
      heading: 'Why we started',
      paragraphs: [
        "Many Indian business owners will recognise this story. They have paid an agency for months, received reports full of impressions, reach and follower counts, and still cannot answer one question: how many customers did this bring us? Ad accounts are registered in the agency's name, tracking is broken or missing, and enquiries sit unanswered in an inbox or on a WhatsApp number nobody checks.",
        "Leadwise Digital was founded in Gurugram to fix that. We set out to build an agency that is accountable by design: one that measures itself by leads and sales rather than vanity metrics, sets everything up in the client's name, and follows an enquiry all the way from the first ad click to the sales conversation.",
      ],
    },
    {
      heading: 'What we value',
      items: [
        {
          title: 'Accountability',
          text: 'We agree the numbers that matter before we start, and we report on them honestly every month, including when they are not good.',
        },
        {
          title: 'Transparency',
          text: 'Our fee is separate from your ad spend, your accounts stay in your name, and every change we make is logged where you can see it.',
        },
        {
          title: 'Plain language',
          text: 'We explain what we are doing and why without hiding behind jargon. If something in a report is unclear, that is our problem to fix.',
        },
        {
          title: 'Realism',
          text: 'We do not promise first-page rankings, guaranteed leads or overnight results. We give realistic forecasts and explain the assumptions behind them.',
        },
        {
          title: 'Respect for data',
          text: 'Customer and lead data is handled carefully, used only for the purpose it was collected for, and protected in line with the Digital Personal Data Protection Act, 2023.',
        },
      ],
    },
    {
      heading: 'How we work',
      paragraphs: [
        'Every engagement follows the same method: discovery, audit, plan, build, launch, measure and improve. We fix tracking before spending money on traffic, write down the plan before we act, and review results with you on a fixed weekly and monthly rhythm.',
        'You work with a named account lead who knows your business, supported by specialists in search, paid media, content, web development and automation. We are comfortable working in English, Hindi and Hinglish, and we understand the channels Indian buyers actually use, from Google search and Instagram reels to WhatsApp Business conversations.',
      ],
    },
    {
      heading: 'Who we serve',
      paragraphs: [
        'We work with small and growing businesses that want marketing to produce enquiries, not just activity. Our home base is Gurugram and the wider Delhi NCR, but much of our work is with businesses in other cities across India, managed over video calls, shared dashboards and WhatsApp.',
      ],
      list: [
        'Local service businesses such as clinics, salons, coaching centres and real estate brokers that depend on nearby customers',
        'B2B companies, manufacturers and professional firms that need qualified enquiries rather than raw traffic',
        'Online stores and D2C brands that want paid and organic channels working together',
        'Education providers and institutions that handle large volumes of student enquiries',
        'Agencies and freelancers who partner with us for white-label or specialist delivery',
      ],
    },
    {
      heading: 'Education services: admission enquiries',
      paragraphs: [
        `Alongside our agency work, we run admission enquiries for ${universityNames('conjunction')}. Prospective students and parents can use our website to enquire about programmes, and our team helps them understand the options and connects them with the right next step. This help is free for students, and we act as an independent help desk rather than an official office of any university.`,
        'It is important to be clear about our role. We help students enquire and guide them through the process, but eligibility criteria, fees, scholarships and admission decisions belong to each university alone. Programme details on our site are indicative, and students should always confirm them with the university before applying. This work also draws on the same skills we use for clients: fast responses, careful follow-up and respectful handling of personal data.',
      ],
    },
    {
      heading: 'Work with us',
      paragraphs: [
        'If you want marketing you can measure, we would like to hear from you. Tell us about your business and goals through the contact form, or visit our Gurugram office by appointment. If we are not the right fit, we will say so and, where we can, point you towards someone who is.',
      ],
    },
  ],
};
