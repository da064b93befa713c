import type { ContactContent } from '@/lib/catalogue/content-types';
import { universityNames } from '@/lib/catalogue/universities';

export const contactContent: ContactContent = {
  metaTitle: 'Contact Leadwise Digital',
  metaDescription:
    'Contact Leadwise Digital in Gurugram about SEO, Google Ads, social media, websites or university admission enquiries. Call, WhatsApp or use our enquiry form.',
  title: 'Contact Leadwise Digital',
  intro: `Whether you want more enquiries for your business, a second opinion on your current marketing, a partnership, or information about admissions to ${universityNames('disjunction')}, we are happy to talk. Write to us using the form, call, or message us on WhatsApp, and a real person from our team will get back to you.`,
  sections: [
    {
      heading: 'What to include in your enquiry',
      paragraphs: [
        'A few details in your message help us give you a useful answer on the first reply instead of a list of questions. The form asks for your name, email, phone, website and a message; in the message, share as much of this as you are comfortable with:',
      ],
      list: [
        'Your business name, website and the city or cities you serve',
        'What you sell and who your typical customer is',
        'The service you are interested in, or the problem you want solved',
        'What you are doing today: current channels, agencies and approximate monthly ad spend',
        'Your goal for the next three to six months, such as more qualified leads or a lower cost per lead',
        'Any deadline, launch date or seasonal peak we should plan around',
        'For admission enquiries: the university, programme and intake you are interested in',
      ],
    },
    {
      heading: 'What happens after you write',
      items: [
        {
          title: 'We read and reply',
          text: 'A member of our team reads your message and aims to reply within one working day, by email, phone or WhatsApp, whichever you prefer.',
        },
        {
          title: 'A discovery call',
          text: 'For business enquiries we suggest a short call to understand your goals, current setup and budget. There is no charge for this conversation.',
        },
        {
          title: 'A written proposal',
          text: 'If we are a good fit, we send a proposal with the scope, timeline and fee in INR plus GST. If we are not, we tell you honestly.',
        },
        {
          title: 'Admission enquiries',
          text: 'Students and parents are contacted about the programmes they asked about and the next steps. Final eligibility, fees and admission decisions always rest with the university.',
        },
      ],
    },
    {
      heading: 'Visiting our office',
      paragraphs: [
        'Our office is in Gurugram and we are glad to meet clients, partners, students and parents in person. Meetings are by appointment only, so please get in touch first and we will agree a time when the right person is available to meet you.',
        'Most of our clients outside Delhi NCR never need to visit: discovery calls, reviews and day-to-day communication work well over video calls, email and WhatsApp.',
      ],
    },
    {
      heading: 'How we handle your details',
      paragraphs: [
        'We use the information you share only to respond to your enquiry and, if you become a client or student enquirer, to provide the service you asked for. We do not sell your data. You can ask us to correct or delete your details at any time, in line with the Digital Personal Data Protection Act, 2023. See our privacy policy for more.',
      ],
    },
  ],
  hours: [
    { days: 'Monday–Friday', time: '10:00–19:00 IST' },
    { days: 'Saturday', time: '10:00–14:00 IST' },
    { days: 'Sunday and public holidays', time: 'Closed' },
  ],
  formHeading: 'Send us a message',
  formText:
    'Tell us a little about your business or your admission query and how you would like us to reply. We need every field to prepare a useful answer.',
};
