import type { PageContent } from '@/lib/catalogue/content-types';

export const partnerContent: PageContent = {
  metaTitle: 'Partner Programme for Agencies',
  metaDescription:
    'Partner with Leadwise Digital: white-label delivery, referral partnerships and specialist collaboration for agencies and freelancers across India. Apply online.',
  title: 'Partner with Leadwise Digital',
  intro:
    'Not every agency or freelancer wants to build every capability in-house. Our partner programme lets you offer SEO, Google Ads, social media, websites, analytics and lead nurturing to your clients with a reliable Gurugram team behind you, whether you want us invisible, introduced or working alongside you.',
  sections: [
    {
      heading: 'Three ways to partner',
      items: [
        {
          title: 'White-label delivery',
          text: 'We deliver the work under your brand. Your client deals with you; we plan, execute and prepare reports in your format and template. Suited to agencies that want to add services such as Google Ads or technical SEO without hiring for them.',
        },
        {
          title: 'Referral partnership',
          text: 'You introduce a client who needs something you do not offer, and we take it from there under the Leadwise Digital name. A referral fee or commission is agreed in writing before any introduction is made.',
        },
        {
          title: 'Specialist collaboration',
          text: 'For larger projects we work side by side, each bringing our strengths. For example, a design studio might build the brand and website while we handle tracking, campaigns and lead follow-up. Roles and responsibilities are set out in writing for every project.',
        },
      ],
    },
    {
      heading: 'How it works',
      items: [
        {
          title: 'Apply',
          text: 'Tell us about your business, your clients and the kind of partnership you have in mind through the contact form.',
        },
        {
          title: 'Introductory call',
          text: 'We talk through how you work, the services you want to offer and whether our styles fit. No obligation on either side.',
        },
        {
          title: 'Partner agreement',
          text: 'We agree scope, pricing, confidentiality, non-solicitation and data-handling terms in a simple written agreement.',
        },
        {
          title: 'First project',
          text: 'We start with one client or project, review how it went together and then decide how to grow the partnership.',
        },
      ],
    },
    {
      heading: 'What partners get',
      list: [
        'Partner pricing in INR, quoted per project or per month, with GST invoices for your records',
        'White-label reports and dashboards in your branding, on request',
        'A single point of contact who knows your clients and deadlines',
        'Clear turnaround times agreed for each project',
        'Strict confidentiality: we never approach your clients directly or mention our involvement in white-label work',
        'Support on pitches, including scoping, timelines and technical answers before your client signs',
        'Documentation and handover notes so you stay in control of every account',
      ],
    },
    {
      heading: 'What we expect from partners',
      paragraphs: [
        'Good partnerships run on the same standards we set for ourselves. We ask partners to set honest expectations with clients, with no promises of guaranteed rankings, guaranteed leads or overnight results, because we will not be able to deliver on them and neither will anyone else.',
      ],
      list: [
        'Clear briefs and timely client approvals, so deadlines stay realistic',
        'Ad spend paid by the end client through their own accounts, kept separate from fees',
        'Lawful handling of client and customer data, in line with the Digital Personal Data Protection Act, 2023',
        'Payment on the terms agreed in the partner agreement',
        'Open communication when a client is unhappy, so problems are fixed early',
      ],
    },
    {
      heading: 'Who the programme suits',
      paragraphs: [
        'The programme is designed for creative and branding agencies, web development studios, independent marketers and consultants, and freelancers anywhere in India who want a dependable delivery partner. Being based in Gurugram, we can meet partners in Delhi NCR in person, but most of our partner work runs smoothly over video calls, shared documents and WhatsApp.',
      ],
    },
    {
      heading: 'How to apply',
      paragraphs: [
        'Use the contact form and choose partnership as your reason for writing. Tell us your business name and city, the services you offer today, the services you want support with, the kind of clients you work with and which partnership model interests you. We read every application and will reply with next steps or an honest explanation if the fit is not right.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Will my clients know that Leadwise Digital is doing the work?',
      answer:
        'Not in a white-label arrangement. Reports, emails and documents are prepared under your brand, and we never contact your clients directly unless you ask us to. Confidentiality is written into the partner agreement.',
    },
    {
      question: 'How are partners paid for referrals?',
      answer:
        'The referral fee or commission is agreed in writing before you make an introduction, so there is no ambiguity later. It depends on the type and size of the work involved.',
    },
    {
      question: 'Do I need to be based in Gurugram or Delhi NCR?',
      answer:
        'No. We work with agencies and freelancers across India. Partners in Delhi NCR can meet us at our Gurugram office by appointment, and everyone else works with us over video calls and shared tools.',
    },
    {
      question: 'Is there a minimum commitment to join?',
      answer:
        'We usually begin with a single project so both sides can see how the partnership works in practice. Any longer-term commitment is discussed only after that first project and agreed in writing.',
    },
  ],
};
