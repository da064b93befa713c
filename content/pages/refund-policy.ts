import type { PolicyContent } from '@/lib/catalogue/content-types';
import { siteConfig } from '@/lib/config/site-config';

export const refundContent: PolicyContent = {
  metaTitle: 'Refund and Cancellation Policy',
  metaDescription:
    'How Leadwise Digital bills retainers and projects, how to cancel, what can and cannot be refunded, and how long refunds take. Students never pay us a fee.',
  title: 'Refund Policy',
  intro:
    'We want every client to know exactly what they are paying for and what happens if they decide to stop. This policy explains how we bill, how to cancel, which payments can be refunded and how to ask for a refund. It forms part of our Terms and Conditions; where a signed proposal or agreement says something different, the proposal or agreement applies.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'How we bill',
      list: [
        'Monthly retainers (for example SEO, social media, Google Ads management or lead nurturing) are billed monthly in advance, at the start of each billing month.',
        'One-off projects (for example a new website, a landing page or an analytics set-up) are billed by milestone, as set out in the proposal, usually with an advance on signing.',
        'Advertising spend is not billed by us. You pay it directly to the platform, such as Google or Meta, through your own ad account.',
        'All fees are in Indian Rupees (INR), plus GST at the applicable rate.',
      ],
    },
    {
      heading: 'Cancelling a monthly retainer',
      paragraphs: [
        "You can cancel a retainer by giving us 30 days' written notice by email, unless your proposal sets a different notice period or a minimum term. We continue the work during the notice period and hand over your reports, files and account access at the end of it.",
        'The billing month in progress when you give notice is not refunded, because the team, tools and time for that month have already been committed. If you have paid for any month that falls wholly after the notice period ends, we refund that payment in full.',
      ],
    },
    {
      heading: 'Cancelling a one-off project',
      paragraphs: [
        'You can cancel a project at any time by writing to us. We then stop work, bill for the work completed up to the date of cancellation at the rates in the proposal, and hand over everything produced so far once the final invoice is settled.',
        'If you have paid for a milestone on which work has not yet started, we refund that payment in full, less any third-party costs already incurred for you. If you have paid for a milestone that is partly complete, we refund the part that relates to work not yet done.',
      ],
    },
    {
      heading: 'What can be refunded',
      list: [
        'Payments for a retainer month that falls wholly after your notice period has ended.',
        'Payments for project milestones on which work has not started.',
        'The unused part of a partly complete milestone.',
        'Duplicate payments and payments made in error, such as paying the same invoice twice.',
        'Any amount we have billed by mistake.',
      ],
    },
    {
      heading: 'What cannot be refunded',
      list: [
        "Advertising spend paid to Google, Meta, LinkedIn or any other platform. That money is paid to the platform and belongs to the platform's billing, not to us.",
        'Work already delivered or completed, including strategy, designs, content, campaign set-up, reports and development time.',
        'The billing month of a retainer that is in progress when you cancel.',
        'Third-party costs bought for you, such as domains, hosting, paid plugins, themes, stock images, fonts and software subscriptions.',
        'Fees for work that was delayed or could not be completed because the information, access or approvals we needed were not provided.',
      ],
    },
    {
      heading: 'Advertising spend and platform refunds',
      paragraphs: [
        "Because ad spend is paid directly to platforms such as Google and Meta, any refund of it, for example of an unused prepaid balance when you close an ad account, is governed by that platform's own refund policy and is paid by the platform. We will gladly help you raise the request with the platform, but we cannot refund ad spend ourselves.",
      ],
    },
    {
      heading: 'How to request a refund',
      paragraphs: [
        `Email ${siteConfig.contact.email} with the subject "Refund request". Please include your business name, the invoice number, the amount and the reason for your request. If you paid more than once or by mistake, attach proof of payment such as the UPI or bank transaction reference.`,
      ],
    },
    {
      heading: 'Refund timelines',
      list: [
        'We acknowledge your request within two working days.',
        'We review it and tell you our decision, with reasons, within seven working days.',
        'Approved refunds are processed within 7 to 10 working days of approval, to the original payment method.',
        'Where GST was charged, we issue a credit note for the refunded amount.',
        'Your bank may take a few extra days to show the amount in your account.',
      ],
    },
    {
      heading: 'If you disagree with a decision',
      paragraphs: [
        'If you are not satisfied with our decision, reply to our email and a senior member of the team will review your request again. We would always rather settle a disagreement through a conversation than let it stand.',
      ],
    },
    {
      heading: 'Admission enquiry services are free to students',
      paragraphs: [
        "Our admission guidance and enquiry help for students is free. We do not charge students any fee and we never collect application fees, tuition fees or any other payment from students or their parents. All payments for an admission are made directly to the university through its official process, and the university's own refund rules apply to them.",
        `If anyone asks you for money in the name of Leadwise Digital for admission guidance or to secure a seat, do not pay. Please report it to us at ${siteConfig.contact.email} or ${siteConfig.contact.phone}.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `For any question about billing, cancellations or refunds, write to ${siteConfig.contact.email} or call ${siteConfig.contact.phone}.`,
      ],
    },
  ],
};
