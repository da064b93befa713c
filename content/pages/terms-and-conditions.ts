import type { PolicyContent } from '@/lib/catalogue/content-types';
import { siteConfig, formatAddress } from '@/lib/config/site-config';

export const termsContent: PolicyContent = {
  metaTitle: 'Terms and Conditions for Our Website and Services',
  metaDescription:
    'The terms for using the Leadwise Digital website and buying our marketing services: quotes in INR plus GST, payments, IP, confidentiality and governing law.',
  title: 'Terms and Conditions',
  intro:
    'These terms apply to everyone who uses this website and to every business that buys services from Leadwise Digital. By using the site or accepting a proposal from us, you agree to them. If you do not agree, please do not use the site or our services.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website is run by Leadwise Digital, a digital marketing agency at ${formatAddress()}, India. In these terms, "we", "us" and "our" mean Leadwise Digital; "you" means the person using the site or, for our services, the business that engages us (the client).`,
      ],
    },
    {
      heading: 'Using this website',
      paragraphs: [
        'You may use this website to learn about our services, read our articles and contact us. When you do, you agree:',
      ],
      list: [
        'to give accurate information in our forms, and to submit only your own details or details you have permission to share;',
        'not to send spam, malicious code or automated submissions, or try to get around our rate limits;',
        'not to try to gain unauthorised access to the site, its servers or any connected system;',
        'not to copy, scrape or republish our content at scale without written permission;',
        'not to use the site for anything unlawful or in a way that harms us or other users.',
      ],
    },
    {
      heading: 'Information on this website',
      paragraphs: [
        "Our articles, guides and service pages are general information, not professional advice for your particular business. We try to keep them accurate and current, but platforms such as Google and Meta change their products and policies often, so please check before you act on anything you read here. University and programme information on our admission pages is indicative; the university's own official information always prevails.",
      ],
    },
    {
      heading: 'Our services are governed by a separate agreement',
      paragraphs: [
        'Every engagement starts with a written proposal, statement of work or service agreement that sets out the scope, deliverables, timelines, fees and term. These terms apply alongside that document. If the two conflict, the signed proposal or agreement prevails.',
        'Work begins once you have accepted the proposal in writing (email is enough) and paid any advance it requires. Work outside the agreed scope is quoted separately and starts only after you approve the new quote.',
      ],
    },
    {
      heading: 'Quotes, fees and taxes',
      list: [
        'All quotes and invoices are in Indian Rupees (INR).',
        'Fees are exclusive of Goods and Services Tax (GST), which is added at the rate applicable on the date of the invoice.',
        'A quote is valid for 30 days from the date it is issued, unless it says otherwise.',
        'Our fees do not include advertising spend or third-party costs such as domains, hosting, paid plugins, stock images, fonts or software subscriptions, unless the proposal says so.',
        "We may revise retainer fees with 30 days' written notice. A revision does not affect invoices already issued.",
      ],
    },
    {
      heading: 'Payment terms',
      list: [
        'Monthly retainers are billed in advance at the start of each billing month.',
        'One-off projects are billed by milestone, as set out in the proposal, usually with an advance on signing.',
        'Invoices are due within 7 days of the invoice date, by bank transfer, UPI or another method we agree.',
        'If you deduct tax at source (TDS), please share the TDS certificate within the period the law requires so that the amount can be credited correctly.',
        'If an invoice is unpaid 15 days after its due date, we may pause work until it is paid, after telling you in writing. Timelines move by the length of the pause.',
        'Refunds and cancellations are covered by our Refund Policy.',
      ],
    },
    {
      heading: 'Your responsibilities as a client',
      paragraphs: ['Good results depend on both sides. As a client, you agree:'],
      list: [
        'to give us the information, content, approvals and feedback we need, on time;',
        "to give us suitable access to your website, hosting, domain, Google Ads, Meta Business, Search Console, analytics, CRM and any other accounts the work needs, and to keep ownership of those accounts in your business's name;",
        'to pay advertising spend directly to the advertising platforms, such as Google and Meta, through your own payment method, unless the proposal says otherwise;',
        'to make sure the content, product claims, images and trademarks you give us are accurate, lawful and yours to use, and that your business meets the rules and advertising codes that apply to your sector;',
        'to keep your own backups of your website and data, and to keep login details secure.',
      ],
    },
    {
      heading: 'Third-party platforms',
      paragraphs: [
        'Much of our work runs on platforms we do not control, such as Google, Meta, LinkedIn, WhatsApp, hosting companies and website builders. Each has its own terms and policies. Platforms may reject ads, limit reach, suspend accounts, change their algorithms or go down without notice. We will follow their policies and help you resolve any issue, but we are not responsible for their decisions or their outages.',
      ],
    },
    {
      heading: 'No guaranteed rankings or results',
      paragraphs: [
        'We work hard for measurable results and report on them honestly, but we do not guarantee any particular search ranking, traffic, number of leads, cost per lead, sales or return on ad spend. Search engines and advertising platforms decide rankings and delivery, and results also depend on your market, competition, budget, pricing and how quickly your team follows up on enquiries. Any forecast we share is an estimate based on experience, not a promise.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The content, design, text, graphics and code of this website belong to Leadwise Digital or its licensors and may not be reused without our written permission.',
        'Once you have paid in full for a project, you own the final deliverables we created specifically for you, such as your website design, ad creatives, written content and reports. We keep ownership of our pre-existing materials, tools, templates, processes and know-how, and give you a non-exclusive, perpetual licence to use any of them that form part of your deliverables. Third-party items such as stock images, fonts, themes and plugins remain subject to their own licences.',
        'We may mention your business name and describe our work for you in our portfolio or proposals only with your permission, and never any confidential information.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'Both sides will keep confidential any non-public information the other shares, including business plans, sales data, customer lists, pricing, login details and campaign results, and will use it only for the engagement. This duty continues for two years after the engagement ends, and indefinitely for login details and personal data. It does not apply to information that is already public, was lawfully known before, or must be disclosed by law. We are happy to sign a mutual non-disclosure agreement (NDA) before you share sensitive information; if we do, the NDA prevails.',
      ],
    },
    {
      heading: 'Personal data',
      paragraphs: [
        'Where we handle personal data on your behalf, such as leads from your campaigns, you are the Data Fiduciary and we act as your Data Processor under the Digital Personal Data Protection Act, 2023. We process that data only on your instructions and for the agreed work. Our own handling of personal data collected through this website is described in our Privacy Policy.',
      ],
    },
    {
      heading: 'Admission guidance for students',
      paragraphs: [
        "Our admission guidance service is free to students; we do not charge students any fee. We are an independent help desk, not any university or its official office. Eligibility, fees, scholarships, dates and admission decisions are set by each university alone, and we cannot guarantee admission, a seat or a scholarship. Students apply and pay through the university's official process.",
      ],
    },
    {
      heading: 'Ending an engagement',
      paragraphs: [
        'Either side may end an engagement as set out in the proposal or agreement, with the notice described in our Refund Policy. Either side may also end it straight away by written notice if the other commits a serious breach and does not fix it within 15 days of being asked to. When an engagement ends, you pay for the work done up to the end date, and we hand over your files and remove our access to your accounts once the final invoice is settled.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for any indirect or consequential loss, loss of profit, revenue, business or data, or for losses caused by third-party platforms, your own team or events outside our reasonable control. Our total liability to you for any claim connected with our services is limited to the fees you paid us in the three months before the event that gave rise to the claim. Nothing in these terms limits liability that cannot be limited under Indian law, including liability for fraud.',
        "You agree to compensate us for any loss or claim that arises because content, materials or instructions you gave us infringe someone else's rights or break the law.",
      ],
    },
    {
      heading: 'Events beyond our control',
      paragraphs: [
        'Neither side is responsible for a delay or failure caused by events beyond its reasonable control, such as natural disasters, epidemics, government action, widespread internet or power outages, or platform-wide failures. The affected side will tell the other promptly and resume work as soon as it can.',
      ],
    },
    {
      heading: 'Governing law and courts',
      paragraphs: [
        'These terms and any engagement with us are governed by the laws of India. If a dispute arises, both sides will first try in good faith to settle it through discussion within 30 days. If it cannot be settled, the courts at Gurugram, Haryana have exclusive jurisdiction.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top of the page shows the latest revision. Changes apply from that date to use of the website; for an ongoing engagement, the terms in force when you accepted the proposal continue to apply until we agree otherwise in writing.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms are welcome:'],
      list: [
        `Email: ${siteConfig.contact.email}`,
        `Phone: ${siteConfig.contact.phone}`,
        `Address: Leadwise Digital, ${formatAddress()}, India`,
      ],
    },
  ],
};
