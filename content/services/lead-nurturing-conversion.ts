import type { ServiceContent } from '@/lib/catalogue/content-types';

export const leadNurturingConversionContent: ServiceContent = {
  id: 'lead-nurturing-conversion',
  metaTitle: 'Lead Nurturing & Conversion Services in India',
  metaDescription:
    'WhatsApp, email and CRM follow-ups that turn enquiries into customers, with lead scoring, consent-based messaging and clean sales handover. Gurugram team.',
  title: 'Lead Nurturing and Conversion Services in Gurugram',
  intro:
    'Getting an enquiry is only half the job. We build the follow-up system that turns enquiries into booked calls, site visits, admissions and sales, using WhatsApp Business, email, SMS and your CRM. Every message is timely, useful and sent with consent, so prospects hear from you when they are ready to decide.',
  problem: {
    heading: 'Leads go cold while everyone is busy',
    paragraphs: [
      'Many businesses spend heavily to generate enquiries, then lose them in the follow-up. A lead arrives at 9 pm from a Meta form, sits in an inbox until the next afternoon, and by the time someone calls, the prospect has already spoken to two competitors. Others get one unanswered call and are never contacted again.',
      'Buyers rarely decide at the first contact. A family comparing flats in New Gurugram, a parent choosing a coaching institute or a procurement manager shortlisting suppliers may take weeks or months. Without a structured way to stay in touch with useful information, your business is forgotten just when they are ready to choose.',
      'Sales teams also struggle to know which leads deserve attention first. When every enquiry looks the same in a spreadsheet, strong prospects wait while time goes to casual browsers. Lead nurturing brings order: fast first responses, helpful follow-ups on the channels Indians actually use, and clear signals for when a person should step in.',
    ],
  },
  included: [
    {
      title: 'Lead journey mapping',
      text: 'We map every route by which enquiries reach you and what should happen next for each type of lead, from first reply to closed sale.',
    },
    {
      title: 'Speed-to-lead automation',
      text: 'An instant acknowledgement on WhatsApp or email when an enquiry arrives, and an immediate alert to the right salesperson by branch, product or language.',
    },
    {
      title: 'WhatsApp Business Platform',
      text: "Setup through an official provider, message templates submitted for Meta's approval, opt-in capture and quick replies, so you can message at scale without risking your number.",
    },
    {
      title: 'Email and SMS sequences',
      text: 'Nurture emails that answer common objections and share proof, plus SMS on DLT-registered templates as required under TRAI rules.',
    },
    {
      title: 'CRM setup and lead scoring',
      text: 'Pipeline stages, ownership rules and simple scoring in tools such as Zoho CRM, HubSpot or LeadSquared, so your team always knows who to call next.',
    },
    {
      title: 'Sales enablement',
      text: 'Call scripts, follow-up templates, brochures and comparison sheets in English, Hindi or Hinglish that help your team have better conversations.',
    },
  ],
  process: [
    {
      title: 'Review your follow-up',
      text: 'We study how leads arrive, how fast they are contacted, what is said and where they drop out, often by testing your enquiry process as a customer would.',
    },
    {
      title: 'Design the journeys',
      text: 'We plan messages, timings, channels and handover points for each type of lead, and agree them with your sales team.',
    },
    {
      title: 'Set up tools and consent',
      text: 'We configure your CRM, WhatsApp and email tools, and capture clear consent at every entry point in line with the DPDP Act 2023.',
    },
    {
      title: 'Write and launch',
      text: 'We write the messages, submit templates for approval, test every path end to end, then switch the journeys on.',
    },
    {
      title: 'Measure and improve',
      text: 'Each month we review response times, reply rates, meetings booked and sales, then refine messages and rules.',
    },
  ],
  deliverables: [
    'Lead journey map for each enquiry source',
    'CRM pipeline stages and lead scoring rules',
    'WhatsApp message templates submitted for approval',
    'Email nurture sequences ready to send',
    'Automated lead alerts and assignment rules',
    'Sales call scripts and follow-up guidelines',
    'Monthly funnel report from enquiry to sale',
  ],
  suits: [
    'Real-estate developers and brokers managing site-visit pipelines',
    'Coaching institutes, schools and universities turning enquiries into admissions',
    'Clinics and hospitals that want fewer missed appointments',
    'B2B manufacturers nurturing long-cycle enquiries and RFQs',
    'D2C brands recovering abandoned carts and encouraging repeat orders',
    'High-ticket local services in Gurugram such as interior design and home renovation',
  ],
  faqs: [
    {
      question: 'How is lead nurturing different from lead generation?',
      answer:
        'Lead generation brings enquiries in through SEO, ads and social media. Lead nurturing is what happens next: the replies, reminders and useful information that move an interested person towards buying. Most businesses gain more by improving the second before spending more on the first.',
    },
    {
      question: 'Can we keep using the normal WhatsApp Business app?',
      answer:
        'For small volumes, yes. For automation, CRM integration and several team members on one number, the WhatsApp Business Platform through an approved provider is the better fit. Meta charges for certain message types and its pricing changes from time to time, so we confirm current rates before you commit.',
    },
    {
      question: 'Is it allowed to message leads on WhatsApp and email?',
      answer:
        "Yes, with consent. WhatsApp's policies require opt-in, and the DPDP Act 2023 expects clear notice and a purpose for using personal data. We build consent into your forms and give every contact an easy way to opt out.",
    },
    {
      question: 'Which CRM do you recommend?',
      answer:
        'It depends on your team size, budget and sales process. Zoho CRM, HubSpot and LeadSquared are common choices in India. If you already use a CRM, we usually improve it rather than replace it.',
    },
    {
      question: 'Will automated messages make us sound robotic?',
      answer:
        'Not if they are written well. We keep messages short and personal, and automation handles timing and reminders while real conversations stay with your team.',
    },
  ],
  related: ['data-analytics-automation', 'google-ads', 'social-media'],
  cta: {
    heading: 'Stop losing the leads you have already paid for',
    text: 'Tell us where your enquiries come from and how your team follows up today. We will map the gaps and propose a follow-up system that suits your sales process.',
    button: 'Get a follow-up plan',
  },
};
