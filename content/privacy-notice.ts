import type { PrivacyNoticeCopy } from '@/lib/privacy/privacy-copy';

// The itemised privacy notice (DPDP Rules 2025, rule 3) at /privacy/notice, linked from every
// form. Any edit gives it a new version (lib/privacy/notice-version.ts), which each lead's
// consent text names. Keep it in step with content/hi/privacy-notice.ts and the privacy policy.

const RETENTION =
  '12 months after our last contact with you, then erased; sooner if you ask us to erase it.';
const TEAM =
  'Our team; our hosted enquiry system (the service our counsellors work from); the alerts our team gets by email and team chat when an enquiry arrives.';

export const privacyNoticeEn: PrivacyNoticeCopy = {
  metaTitle: 'Privacy Notice: What Our Forms Collect, Item by Item',
  metaDescription:
    'Each piece of personal data the Leadwise Digital forms collect, why, for how long, who receives it, and how to withdraw, use your rights or complain.',
  title: 'Privacy notice',
  intro:
    'Before you send one of our forms, here is each piece of information it collects, why we need it, how long we keep it and who receives it. You can withdraw your consent, ask for a copy, a correction or erasure of your data, or complain, as described below.',
  versionLabel: 'Notice version',
  updated: '2026-12-06',
  itemsHeading: 'What we collect, item by item',
  labels: {
    what: 'Asked on',
    purpose: 'Why',
    kept: 'How long we keep it',
    receivers: 'Who receives it',
  },
  items: [
    {
      item: 'Your name',
      what: 'Every enquiry and admission form.',
      purpose: 'To know whom we are speaking to when we call or write back.',
      kept: RETENTION,
      receivers: `${TEAM} For an admission enquiry, also the university you asked about.`,
    },
    {
      item: 'Your mobile number',
      what: 'Every enquiry and admission form.',
      purpose:
        'To call you or message you (SMS, WhatsApp) about your enquiry, and to find your enquiry when you ask us about your data.',
      kept: RETENTION,
      receivers: `${TEAM} For an admission enquiry, also the university you asked about. If you came from a Google or Meta (Facebook, Instagram) ad: that ad platform, in hashed form only (scrambled so that it can be matched to an account it already has, never read back), so that the ad is counted.`,
    },
    {
      item: 'A one-time code to confirm your mobile number',
      what: "After an admission form (and after a business enquiry, where we ask for it), the thank-you page may ask you to type a 6-digit code we send to your mobile number by SMS; for a student under 18, to the parent's or guardian's number. Typing it is your choice: your enquiry has already reached us.",
      purpose:
        'To confirm that the number is yours and typed correctly, so that we reach you first time. We record which number was confirmed, and when.',
      kept: 'The code works for 10 minutes. We never store the code itself, only a keyed, scrambled form of it (an HMAC). That and the number the code went to are erased with your enquiry: 12 months after our last contact with you, or sooner if you ask us to erase it. That the number was confirmed, and when, stays with the record of your enquiry.',
      receivers:
        'MSG91 (Walkover Web Solutions, Indore), the SMS gateway that delivers the code, as our processor: it receives only your mobile number and the code, to send that one message, and keeps its own delivery logs. A university your admission enquiry goes to is told whether the number was confirmed. If you came from a Google or Meta ad, that ad platform may be told that your enquiry was confirmed, in hashed form only, as for your mobile number.',
    },
    {
      item: 'Your email address',
      what: 'Every enquiry and admission form.',
      purpose: 'To write to you about your enquiry and send what you asked for.',
      kept: RETENTION,
      receivers: `${TEAM} For an admission enquiry, also the university you asked about. If you came from a Google or Meta ad: that ad platform, in hashed form only, as for your mobile number.`,
    },
    {
      item: 'The course you are interested in',
      what: 'Admission forms.',
      purpose: 'So that a counsellor can guide you on that course and its admission.',
      kept: RETENTION,
      receivers: `${TEAM} Also the university you asked about.`,
    },
    {
      item: 'Your city',
      what: 'Admission forms.',
      purpose: 'To suggest campuses, study centres and counselling times that suit you.',
      kept: RETENTION,
      receivers: `${TEAM} Also the university you asked about.`,
    },
    {
      item: 'Your message',
      what: 'The proposal (business enquiry) form.',
      purpose: 'To understand what you need and prepare a proposal.',
      kept: RETENTION,
      receivers: TEAM,
    },
    {
      item: 'Your website address',
      what: 'The proposal (business enquiry) form.',
      purpose: 'To review your website before we reply.',
      kept: RETENTION,
      receivers: TEAM,
    },
    {
      item: "Whether the student is 18 or older, and a parent's or guardian's name and mobile number",
      what: 'Admission forms. The parent or guardian is asked for only when the student is under 18.',
      purpose:
        "A student under 18 needs a parent's or guardian's consent: to record who gave it, and to call the parent or guardian about the admission.",
      kept: RETENTION,
      receivers: `${TEAM} Never the ad platforms: nothing of a student under 18 is sent to them, and the ad click identifiers of their visit are not kept.`,
    },
    {
      item: 'Where your visit came from (first touch)',
      what: 'Taken with every form: the address of the first page you opened on our site, with the campaign tags and ad click identifiers an ad adds to it (such as utm_campaign, gclid or fbclid), the site that sent you, and the page you sent the form from.',
      purpose:
        'To know which ad or campaign brought your enquiry, so that we report results to the businesses and universities we advertise for and stop paying for ads that do not work. Not to follow you on other sites.',
      kept: `${RETENTION} Your browser keeps it only until you close the tab.`,
      receivers: `${TEAM} If you came from a Google or Meta ad: that ad platform gets the ad's click identifier back, with the time of your enquiry.`,
    },
    {
      item: 'Device details',
      what: 'Taken with every form: your browser and device type (the user agent your browser sends), the time you sent the form, and your internet (IP) address.',
      purpose:
        'To keep the forms working and safe: to spot forms sent by bots, and to limit how many forms one address can send in a minute.',
      kept: `The browser and device type and the times: ${RETENTION} The IP address is not stored with your enquiry: it is counted for one minute, and our web server's logs keep it for at most 90 days.`,
      receivers: 'Our team and our hosting provider only.',
    },
    {
      item: 'What we told you',
      what: "Taken with every form: the text of the form's notice and consent, its version (which names this notice's version) and the time.",
      purpose: 'To show what you were told and what you agreed to.',
      kept: RETENTION,
      receivers: 'Our team and our hosted enquiry system.',
    },
    {
      item: 'A form your browser could not send',
      what: 'If the connection drops while you send a form, your browser keeps what the form would have sent on your device and sends it by itself later.',
      purpose: 'So that your enquiry is not lost.',
      kept: 'On your device until it reaches us, at most 7 days. Clearing this site’s data in your browser deletes it.',
      receivers: 'Nobody until it is sent; then as above.',
    },
  ],
  sections: [
    {
      heading: 'Withdrawing your consent',
      paragraphs: [
        'You can withdraw your consent at any time, as easily as you gave it: choose "Stop contacting me" on our rights request page, tell the counsellor who calls you, reply STOP to our message, or write to our Grievance Officer. We then stop calling and messaging you and stop sending anything of yours to ad platforms. Withdrawing does not undo what was done before it.',
      ],
    },
    {
      heading: 'Students under 18',
      paragraphs: [
        "If the student is under 18, we take their details only with the consent of a parent or guardian, who gives it on the form and whom we call. A minor's details are never sent to ad platforms (not even in hashed form), the ad click identifiers of their visit are not kept, and we do not track or target advertising at them. The parent or guardian can use every right below for the student.",
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask us for a summary of the personal data we hold about you and whom we shared it with, ask us to correct, complete or update it, ask us to erase it, and nominate someone to use these rights for you if you die or cannot act. Send a request from our rights request page, naming the mobile number or email you used on our forms. You get a reference number at once; we answer within 7 days.',
        'We may ask you to confirm that the number or email is yours before we act, so that nobody else receives or deletes your data.',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        'If you are unhappy with how we handled your data, write to our Grievance Officer (below) or send a complaint from our rights request page. We answer within 7 days, and in any case within 90 days as the DPDP Rules 2025 require.',
        'If our answer does not resolve your complaint, you can complain to the Data Protection Board of India, which takes complaints online under the Digital Personal Data Protection Act, 2023.',
      ],
    },
  ],
  links: {
    requests: 'Send a rights request',
    policy: 'Read the full privacy policy',
  },
  officer: {
    heading: 'Grievance Officer',
    role: 'Grievance Officer, Leadwise Digital',
    email: 'Email',
    text: 'Questions and complaints about your personal data go to:',
  },
};
