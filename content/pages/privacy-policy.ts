import type { PolicyContent } from '@/lib/catalogue/content-types';
import { siteConfig, formatAddress } from '@/lib/config/site-config';
import { privacyPaths } from '@/lib/privacy/privacy-paths';

export const privacyContent: PolicyContent = {
  metaTitle: 'Privacy Policy: How We Handle Your Personal Data',
  metaDescription:
    'How Leadwise Digital collects, uses, shares and protects personal data from its enquiry, admission and newsletter forms, in line with the DPDP Act 2023.',
  title: 'Privacy Policy',
  intro:
    'This policy explains what personal data Leadwise Digital collects through this website, why we collect it, who we share it with, how long we keep it and the rights you have over it. It is written to meet the Digital Personal Data Protection Act, 2023 (the DPDP Act) and the rules made under it. Please read it before you submit any form on this site.',
  updated: '2026-12-06',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `Leadwise Digital, ${formatAddress()}, India, is the Data Fiduciary for the personal data described in this policy. That means we decide why and how your personal data is processed, and we are responsible for it under the DPDP Act. In this policy, "we", "us" and "our" mean Leadwise Digital, and "you" means the person whose data it is, called the Data Principal in the Act.`,
        'This policy covers this website, the forms on it, our newsletter and the calls, emails and messages that follow from a form you have submitted. It does not cover personal data that our business clients give us to work on under a contract, such as the leads from their own advertising campaigns. For that data the client is the Data Fiduciary, we act as their Data Processor, and our agreement with the client governs how it is handled.',
      ],
    },
    {
      heading: 'The personal data we collect',
      paragraphs: [
        'We collect only what you give us through a form, what you tell us when we speak, and a small amount of technical data that every website receives.',
      ],
      items: [
        {
          title: 'Business enquiry form',
          text: 'Your name, email address, phone number, your website URL, your message, the page of our site you sent the form from, the purpose of your enquiry (for example, SEO or a new website) and where your visit came from (see below).',
        },
        {
          title: 'Student admission form',
          text: 'Your name, email address, phone number, the course you are interested in, your city, your choice about whether we may contact you by phone, SMS, WhatsApp and email, the page you sent the form from and where your visit came from (see below).',
        },
        {
          title: 'A code to confirm your mobile number',
          text: "After you send an admission form (or a business enquiry, where we ask for it), the thank-you page may ask you to type a 6-digit code that we send to your mobile number by SMS (for a student under 18, to the parent's or guardian's number), to confirm that the number is yours and typed correctly. Typing it is optional: your enquiry has already reached us. We record which number was confirmed and when. We never store the code itself, only a keyed, scrambled form of it (an HMAC); it is erased with your enquiry, together with the number it was sent to.",
        },
        {
          title: 'Where your visit came from',
          text: "The address of the first page you opened on our site during your visit, including the campaign tags and ad click identifiers an advertisement adds to it (utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, gbraid, wbraid, fbclid and msclkid), and the address of the website that sent you to us. Your browser keeps this in its session storage, not in a cookie, until you close the tab, and sends it to us only together with a form you submit. If an advertising platform's own cookies are in your browser when you submit a form, we also keep the identifiers they hold: Meta's click and browser identifiers (the _fbc and _fbp cookies; when you arrived from a Meta ad, we make the click identifier from its fbclid) and the Google Analytics client identifier (the _ga cookie). This site does not set these cookies. We keep all of this with your enquiry to know which advertisement or campaign brought it, so that we can report results to the businesses and universities we run campaigns for and stop spending on campaigns that do not work. We do not use it to follow you across other websites.",
        },
        {
          title: 'What we told you',
          text: 'The exact notice or consent text the form showed you when you sent it, a version number of that text and the time, so that we can show what you were told and what you agreed to.',
        },
        {
          title: 'A form that could not be sent',
          text: "If your connection drops or our server is busy when you submit a form, your browser keeps what that form would have sent (the details above, and the time you first tried to send it) in its local storage on your device, not in a cookie, and sends it to us by itself when the connection is back: at once while the page is open, or the next time you open a page of this site. It is deleted from your device as soon as we have received it, or after 7 days if it could never be sent. Anyone who uses the same browser on that device could see it until then. To delete it yourself, clear this site's data in your browser's settings (site data, or cookies and site data) or clear your browsing data; a form deleted this way never reaches us. We record the time you first tried to send the form together with the time we received it.",
        },
        {
          title: 'Newsletter',
          text: 'Your email address, and the date you subscribed.',
        },
        {
          title: 'Technical data',
          text: 'Your IP address, used for rate limiting and to prevent spam and abuse, and your user agent, which is the browser and device information your browser sends with each request. We also record the date and time of each form submission.',
        },
        {
          title: 'Our conversations with you',
          text: 'Notes from calls, and the emails and WhatsApp messages we exchange with you about your enquiry.',
        },
      ],
    },
    {
      heading: 'Data we do not ask for',
      paragraphs: [
        'Our forms do not ask for Aadhaar or PAN numbers, bank or card details, health information, caste, religion or any other sensitive information, and we ask you not to type such details into a message box. If an admission process needs identity or academic documents, you submit them to the university through its official application process, not to us.',
      ],
    },
    {
      heading: 'Why we use your personal data',
      paragraphs: ['We use your personal data only for the purposes stated when we collect it:'],
      list: [
        'To reply to a business enquiry, understand your requirement, arrange a call and send you a proposal.',
        'To give admission guidance: to call or message you about the course you chose, explain your options and, where you ask us to, pass your enquiry to the university you are interested in.',
        'To send the newsletter you subscribed to.',
        'To keep the website secure: to limit how often a form can be sent from one address, and to detect spam, bots and misuse. A form that looks automated is kept apart and checked by a person, not deleted unseen.',
        'To measure our advertising: to count the enquiries each campaign or advertisement brought, from the campaign tags and click identifiers described above.',
        'To keep the records we need to meet legal, tax and accounting obligations, and to establish or defend legal claims.',
        'To improve our forms and pages, using totals and trends that do not identify you.',
      ],
    },
    {
      heading: 'Our legal basis',
      paragraphs: [
        'Consent. Before you submit a form, we tell you what we will collect and why. By submitting it you give consent for those purposes under Section 6 of the DPDP Act. On the student admission form you also choose whether we may contact you by phone, SMS, WhatsApp and email; we will use only the channels you agree to. Your consent is limited to the purposes described, and you can withdraw it at any time.',
        'Legitimate uses. Section 7 of the DPDP Act allows some processing without a separate consent. We rely on it where you contact us on your own, for example by writing to us directly, and use your details only to respond to that message; and where we must process data to comply with a law, a court order or a lawful request from a government authority.',
      ],
    },
    {
      heading: 'Who we share your data with',
      paragraphs: [
        'We do not sell or rent your personal data to anyone. We share it only as described below.',
      ],
      items: [
        {
          title: 'Universities, for admission enquiries',
          text: 'When you submit the student admission form for a university, we share your name, email address, phone number, course of interest and city with that university or its authorised admissions office so that it can respond to your enquiry. We share it only with the universities you ask about. Each university then handles your data as its own Data Fiduciary under its own privacy policy.',
        },
        {
          title: 'Service providers',
          text: 'Companies that host this website and process data on our behalf as Data Processors, such as our hosting, email delivery, form handling, customer relationship management and business messaging providers. They act only on our instructions, under contracts that require them to keep the data secure and confidential.',
        },
        {
          title: 'The SMS gateway',
          text: 'MSG91 (Walkover Web Solutions, Indore) sends the one-time codes that confirm a mobile number, as our Data Processor. It receives only the mobile number and the code, to deliver that one message, and keeps its own delivery logs.',
        },
        {
          title: 'Professional advisers',
          text: 'Our accountants, auditors and lawyers, where they need the information to advise us, under a duty of confidentiality.',
        },
        {
          title: 'Authorities',
          text: 'Government bodies, regulators, courts or law enforcement agencies, where the law requires us to disclose information or to protect our rights and the safety of others.',
        },
        {
          title: 'A new owner',
          text: 'If our business is merged, sold or restructured, personal data may pass to the new owner, who must continue to protect it under this policy. We will tell you before that happens.',
        },
      ],
    },
    {
      heading: 'Keeping business and student data apart',
      paragraphs: [
        "Business enquiries are never sent to universities, and student admission enquiries are never passed to our marketing clients, advertisers or any other business. A student's details go only to the universities that student asked about.",
        'Some of our service providers may store or process data on servers outside India. We transfer personal data only to countries to which transfers are not restricted by the Central Government under Section 16 of the DPDP Act, and only to providers that protect it to the standard this policy describes.',
      ],
    },
    {
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep personal data only as long as we need it for the purpose it was collected, then delete it or make it anonymous:',
      ],
      list: [
        'Business enquiries and student admission enquiries: 12 months after our last contact with you.',
        'Newsletter email address: until you unsubscribe. After that we keep only a record that you unsubscribed, so we do not email you again.',
        'Server and security logs, including IP addresses and user agents: 90 days, unless a longer period is required by law or we need a log to investigate a specific security incident.',
        'Records linked to a contract or invoice with a business client: for as long as tax, accounting and other laws require.',
        'Data you ask us to erase: deleted within 30 days of your request, unless a law requires us to keep it.',
        'A form your browser keeps on your device because it could not be sent: until it reaches us, and at most 7 days.',
      ],
    },
    {
      heading: 'How we protect your data',
      paragraphs: [
        'We take reasonable security safeguards to prevent a personal data breach, as the DPDP Act requires. The site is served only over encrypted HTTPS connections. Access to enquiries is limited to the staff who need it to respond, each with their own login and two-step verification where the service supports it. Forms are rate limited and screened for spam and abuse. We review our service providers before we use them.',
        'No system is perfectly secure. If a personal data breach happens, we will inform the Data Protection Board of India and the people affected, in the manner and within the time the law requires, and take steps to contain it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['As a Data Principal under the DPDP Act, you have the right to:'],
      items: [
        {
          title: 'Access information',
          text: 'Ask for a summary of the personal data we hold about you, how we process it, and who we have shared it with.',
        },
        {
          title: 'Correction and completion',
          text: 'Ask us to correct inaccurate or misleading data, complete incomplete data, or update data that has changed.',
        },
        {
          title: 'Erasure',
          text: 'Ask us to erase your personal data when it is no longer needed for the purpose it was collected, unless a law requires us to keep it.',
        },
        {
          title: 'Withdraw consent',
          text: 'Withdraw your consent at any time, as easily as you gave it. Withdrawal does not affect processing that took place before it.',
        },
        {
          title: 'Grievance redressal',
          text: 'Raise a complaint with our Grievance Officer about how we have handled your data, and receive a response.',
        },
        {
          title: 'Nominate',
          text: 'Nominate another person to exercise your rights on your behalf in the event of your death or incapacity.',
        },
      ],
    },
    {
      heading: 'How to use your rights',
      paragraphs: [
        `Send a request from our rights request page (${privacyPaths.requests('en')}, also in Hindi), or write to our Grievance Officer at ${siteConfig.grievanceOfficer.email} with the subject "Data request". Say which right you want to use, and give the email address or phone number you used on our forms. You get a reference number at once. We may ask you to confirm that the number or address is yours before we act, so that we do not disclose or delete someone else's data by mistake. We answer within 7 days. Our privacy notice (${privacyPaths.notice('en')}) lists each item our forms collect, why, for how long and who receives it.`,
        'If you are not satisfied with our response, you may complain to the Data Protection Board of India after using our grievance process. The Act also places duties on Data Principals: please give accurate information, do not impersonate another person, and do not file false or frivolous complaints.',
      ],
    },
    {
      heading: 'Withdrawing consent and opting out',
      paragraphs: [
        'Every newsletter includes an unsubscribe link. To stop admission calls or messages, tell the counsellor, reply to any of our messages asking us to stop, or email us. To withdraw consent for a business enquiry, email us.',
        'When you withdraw consent, we stop processing your data for that purpose and instruct our service providers to do the same. If we have already shared your admission enquiry with a university, we will tell that university about your request, and you may also contact the university directly.',
      ],
    },
    {
      heading: "Children's data",
      paragraphs: [
        "Under the DPDP Act, anyone under 18 is a child, and we may process a child's personal data only with the verifiable consent of a parent or lawful guardian. Many students look at admissions before they turn 18. If you are under 18, please ask a parent or guardian to fill in the admission form or to be present when you do, and we will confirm their consent when our counsellor calls. If we learn that we have collected a child's data without that consent, we will delete it.",
        "We do not track children's behaviour online, and we do not use children's data for targeted advertising.",
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'By default, this website does not set cookies for tracking, analytics or advertising, and it does not load third-party advertising tags. The site uses your browser\'s session storage, which is cleared when you close the tab, for two things only: to remember where your visit came from until you send a form (see "Where your visit came from"), and to keep what you typed into an admission form if the page reloads by accident. Neither is sent anywhere except with a form you submit, and neither is used to follow you across other sites.',
        'It also uses your browser\'s local storage, on your device, for a form you submitted that could not reach us, until it is sent and at most 7 days (see "A form that could not be sent").',
        'If we add analytics or advertising tools in future, we will ask for your consent before they run and update this policy first.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        "Our pages link to other websites and services, including university websites, WhatsApp and Telegram. When you follow those links, the other service's privacy policy applies, not this one. We are not responsible for how those services handle your data.",
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when the law, our services or our service providers change. The date at the top of the page shows when it was last revised. If a change affects how we use data you have already given us, we will tell you by email before it takes effect and, where the law requires, ask for your consent again.',
      ],
    },
    {
      heading: 'Grievance Officer and contact',
      paragraphs: [
        'If you have a question or a complaint about your personal data, contact our Grievance Officer:',
      ],
      list: [
        siteConfig.grievanceOfficer.name
          ? `${siteConfig.grievanceOfficer.name}, Grievance Officer, Leadwise Digital`
          : 'Grievance Officer, Leadwise Digital',
        `Email: ${siteConfig.grievanceOfficer.email}`,
        `Phone: ${siteConfig.contact.phone}`,
        `Address: ${formatAddress()}, India`,
      ],
    },
    {
      heading: 'How we handle a grievance',
      paragraphs: [
        'Every grievance sent from our rights request page gets a reference number at once. We answer within 7 days, and in any case within 90 days as the DPDP Rules 2025 require. If we need more time than 7 days, we tell you why and when to expect an answer.',
      ],
    },
  ],
};
