import type { FaqContent } from '@/lib/catalogue/content-types';
import { serviceCount, serviceNames } from '@/lib/catalogue/services';
import { universityNames } from '@/lib/catalogue/universities';

export const faqContent: FaqContent = {
  metaTitle: 'FAQ: Pricing, Reporting and Services',
  metaDescription:
    'Answers on Leadwise Digital services, pricing in INR plus GST, contracts, reporting, SEO and Google Ads timelines, DPDP Act privacy and admission enquiries.',
  title: 'Frequently asked questions',
  intro:
    'Straight answers to the questions business owners, partners and students ask us most often. If your question is not here, send it through the contact form and we will answer it directly.',
  faqs: [
    {
      question: 'What services does Leadwise Digital offer?',
      answer: `We offer ${serviceCount} services: ${serviceNames()}. You can take one service or combine several into a single plan managed by one team.`,
    },
    {
      question: 'How much do your services cost?',
      answer:
        'We do not publish a fixed price list, because the right scope depends on your goals, channels, locations and starting point. After a discovery call we send a written proposal with the scope and fee. All quotes are in Indian rupees, with GST added at the applicable rate and shown separately.',
    },
    {
      question: 'Is ad spend included in your fee?',
      answer:
        'No. Your ad budget is paid directly to Google, Meta or other platforms from accounts in your name, using your own payment method. Our fee covers strategy, setup, management and reporting. Keeping them separate means you always see exactly what went to the platforms and what came to us.',
    },
    {
      question: 'Do I need to sign a long contract?',
      answer:
        "No long lock-ins. Audits and growth sprints end when the agreed work is delivered. Monthly retainers usually start with a three-month initial term, because SEO and campaigns need time to gather data, and then continue month to month with 30 days' written notice. The exact terms are set out in your proposal before you sign.",
    },
    {
      question: 'How soon will SEO show results?',
      answer:
        "SEO is a medium-term investment. Technical fixes and local SEO improvements, such as an optimised Google Business Profile, can show early movement within the first couple of months, while competitive keywords often take six months or more. The timeline depends on your website's condition, your competition and how much content is needed. We cannot guarantee rankings, and nobody honestly can.",
    },
    {
      question: 'How quickly do Google Ads bring leads?',
      answer:
        'Ads can start producing enquiries within days of launch, once tracking is in place. The first few weeks are a learning period in which we gather data on keywords, audiences and costs, then we cut waste and shift budget to what works. Expect the cost per lead to settle over the first one to three months rather than on day one.',
    },
    {
      question: 'How will I know what you are doing and whether it is working?',
      answer:
        'You get a short weekly update, a monthly report and review call, and a live dashboard you can open at any time. Reports focus on leads, cost per lead and lead quality, with every change we make logged and explained in plain language.',
    },
    {
      question: 'Who owns the ad accounts, website and data?',
      answer:
        'You do. Ad accounts, Google Analytics properties, domains, hosting and website code are set up in your name or transferred to you. If our engagement ends, you keep full access to everything, including the history of your campaigns.',
    },
    {
      question: 'How do you handle personal data under the DPDP Act 2023?',
      answer:
        "When we run campaigns and follow-ups for you, your business is the Data Fiduciary for your leads' personal data and we act as your Data Processor, handling it only on your instructions and for the purpose it was collected. We collect consent through clear forms, limit access to the people who need it, keep data in your accounts wherever possible and delete or return it when the engagement ends, in line with the Digital Personal Data Protection Act, 2023 and the rules made under it.",
    },
    {
      question: 'Do you work with businesses outside Gurugram?',
      answer:
        'Yes. We are based in Gurugram and can meet Delhi NCR clients in person, but we work with businesses across India. Discovery calls, reviews and daily communication happen over video calls, email and WhatsApp, and we can run campaigns and local SEO for any city or region you serve.',
    },
    {
      question: 'How do we communicate day to day?',
      answer:
        'You have a named account lead as your main contact. Many teams find a shared WhatsApp group easiest for quick questions and approvals, with email for documents and reports, but we adapt to what suits your team. We reply during our working hours, Monday to Saturday.',
    },
    {
      question: 'Can you create content in Hindi or Hinglish?',
      answer:
        'Yes. We write ads, social posts, landing pages and WhatsApp messages in English, Hindi or Hinglish depending on your audience, and we often test more than one language to see which brings better leads.',
    },
    {
      question: 'Can you follow up with leads on WhatsApp?',
      answer:
        'Yes. Through our lead nurturing and conversion service we can set up WhatsApp Business messaging, email sequences and CRM workflows so every enquiry gets a quick reply and timely reminders, using approved templates and only with the consent the platform and the law require.',
    },
    {
      question: 'What is your role in university admission enquiries?',
      answer: `We run admission enquiries for ${universityNames('conjunction')}. We help prospective students and parents enquire about programmes, understand the options and take the next step in the application process. Our help is free for students, and we are an independent help desk, not an official office of any university.`,
    },
    {
      question: 'Can you guarantee my admission to one of these universities?',
      answer:
        "No. Eligibility, fees, scholarships, seat availability and admission decisions are made by each university alone. We help you enquire and prepare, but programme details on our website are indicative and should always be confirmed with the university's official admissions team before you apply. All application and tuition payments go directly to the university through its official process; we never collect them.",
    },
    {
      question: 'Do you guarantee results?',
      answer:
        "No agency can honestly guarantee rankings, leads or sales, because search engines, ad auctions and buyer behaviour are outside anyone's full control. What we do commit to is a clear plan, honest reporting and steady effort to improve the numbers we agree on together.",
    },
    {
      question: 'How do I get started?',
      answer:
        'Send us a message through the contact form with a few details about your business, goals and current marketing. We will arrange a short discovery call and, if we are a good fit, follow up with a written proposal.',
    },
  ],
};
