import type { University } from '@/lib/content-types';

export const universities: University[] = [
  {
    id: 'lpu',
    name: 'Lovely Professional University',
    shortName: 'LPU',
    location: 'Phagwara, Punjab',
    metaTitle: 'LPU Admissions 2026: Free Guidance and Enquiry Help',
    metaDescription:
      'Free, independent admission guidance for Lovely Professional University. Compare programmes, check eligibility and get help applying. No fee for students.',
    formMetaTitle: 'LPU admission enquiry form',
    formMetaDescription:
      'Send one short form for free guidance on Lovely Professional University admissions; an independent counsellor calls you back within one working day.',
    heroTitle: 'Lovely Professional University Admissions 2026: Get Free Guidance',
    heroText:
      "Leadwise Digital runs an independent admissions help desk for students interested in Lovely Professional University in Phagwara, Punjab. Tell us what you want to study and a counsellor will guide you through programmes, eligibility and the university's official application process, free of charge.",
    programmes: [
      { name: 'B.Tech (Engineering and Technology)', level: 'Undergraduate' },
      { name: 'BCA (Computer Applications)', level: 'Undergraduate' },
      { name: 'BBA (Business Administration)', level: 'Undergraduate' },
      { name: 'B.Com (Commerce)', level: 'Undergraduate' },
      { name: 'B.Des (Design)', level: 'Undergraduate' },
      { name: 'B.Pharm (Pharmacy)', level: 'Undergraduate' },
      { name: 'Integrated Law (BA LLB)', level: 'Undergraduate' },
      { name: 'Hotel Management', level: 'Undergraduate' },
      { name: 'MBA (Business Administration)', level: 'Postgraduate' },
      { name: 'MCA (Computer Applications)', level: 'Postgraduate' },
    ],
    programmesNote:
      'These are broad programme areas commonly offered at LPU, listed to help you start your search. Programme names, specialisations, eligibility, fees and admission dates are indicative only and are confirmed by Lovely Professional University through its official channels.',
    whyUs: [
      {
        title: 'One counsellor from start to finish',
        text: 'You speak to the same person each time, who knows your marks, your interests and where your application stands, so you never have to explain yourself twice.',
      },
      {
        title: 'Help with forms and documents',
        text: 'We explain what each section of the application asks for and help you put together a complete set of documents before you submit, so small mistakes do not slow you down.',
      },
      {
        title: 'Compare your options honestly',
        text: 'Not sure whether B.Tech or BCA suits you, or whether to look at other universities too? We lay out the choices side by side so you and your family can decide with confidence.',
      },
      {
        title: 'No fee to students',
        text: 'Our guidance is completely free for students and parents. We never ask you for money, and every payment for your admission goes directly to the university.',
      },
    ],
    steps: [
      {
        title: 'Submit the enquiry form',
        text: 'Share your name, contact details, the course you are interested in and your city. It takes under a minute.',
      },
      {
        title: 'A counsellor calls you',
        text: 'A counsellor calls you within one working day, on the channels you agreed to, to understand your goals and answer your first questions.',
      },
      {
        title: 'Get guidance on programme and eligibility',
        text: 'We go through the programmes that fit your interests, the usual eligibility requirements and the documents you will need, and point out anything you should check with the university.',
      },
      {
        title: "Apply through LPU's official process",
        text: "You apply and pay only through Lovely Professional University's official application process. We stay on hand to answer questions until your application is complete.",
      },
    ],
    faqs: [
      {
        question: 'Is this the official website of Lovely Professional University?',
        answer:
          'No. Leadwise Digital is an independent admissions help desk and is not Lovely Professional University or its admissions office. We help students understand their options and the application process; the university makes every admission decision and publishes the official information.',
      },
      {
        question: 'Do I have to pay for your guidance?',
        answer:
          'No. Our guidance is free for students and parents, and we never collect application fees, tuition fees or any other money from you. If anyone asks you for payment in our name, please do not pay and report it to us.',
      },
      {
        question: 'How soon will someone call me?',
        answer:
          'A counsellor will call you within one working day of your enquiry. If you send it outside working hours or on a holiday, expect a call on the next working day.',
      },
      {
        question: 'Can I apply to more than one university?',
        answer:
          'Yes. Many students compare a few universities before they decide. We can also guide you on Amity University and Chandigarh University, and we share your enquiry only with the universities you choose.',
      },
      {
        question: 'What documents are usually needed?',
        answer:
          'Usually your Class 10 and Class 12 mark sheets, a graduation mark sheet for postgraduate programmes, a photo ID, passport-size photographs and, where relevant, entrance test scores or a category certificate. The university confirms the exact list for your programme, and your counsellor will go through it with you.',
      },
    ],
  },
  {
    id: 'amity',
    name: 'Amity University',
    shortName: 'Amity',
    location: 'Noida, Uttar Pradesh',
    metaTitle: 'Amity University Admissions 2026: Free Guidance',
    metaDescription:
      'Independent, free help with Amity University admissions: choose a programme and campus, check eligibility and prepare your application. No fee to students.',
    formMetaTitle: 'Amity admission enquiry form',
    formMetaDescription:
      'Send one short form for free guidance on Amity University admissions; an independent counsellor calls you back within one working day.',
    heroTitle: 'Amity University Admissions 2026: Get Free Guidance',
    heroText:
      "Leadwise Digital runs an independent admissions help desk for students considering Amity University, based in Noida, Uttar Pradesh, with campuses in several cities. Our counsellors help you choose a programme and campus and prepare for the university's official application process, at no cost to you.",
    programmes: [
      { name: 'B.Tech (Engineering and Technology)', level: 'Undergraduate' },
      { name: 'BCA (Computer Applications)', level: 'Undergraduate' },
      { name: 'BBA (Business Administration)', level: 'Undergraduate' },
      { name: 'B.Com (Commerce)', level: 'Undergraduate' },
      { name: 'BA (Journalism and Mass Communication)', level: 'Undergraduate' },
      { name: 'B.Sc (Science)', level: 'Undergraduate' },
      { name: 'B.Pharm (Pharmacy)', level: 'Undergraduate' },
      { name: 'Integrated Law (BA LLB)', level: 'Undergraduate' },
      { name: 'MBA (Business Administration)', level: 'Postgraduate' },
      { name: 'MCA (Computer Applications)', level: 'Postgraduate' },
    ],
    programmesNote:
      'These are broad programme areas commonly offered at Amity, and not every programme runs at every campus. Programme names, campus availability, eligibility, fees and admission dates are indicative only and are confirmed by Amity University through its official channels.',
    whyUs: [
      {
        title: 'One counsellor for your whole search',
        text: 'A single counsellor handles your enquiry from the first call to your application, and keeps track of the programmes and campuses you are weighing up.',
      },
      {
        title: 'Help with forms and documents',
        text: 'We walk you through the application step by step and help you check your documents before you submit, so nothing is missing when the university reviews it.',
      },
      {
        title: 'Compare programmes and campuses',
        text: 'Amity has campuses in several cities. We help you compare programmes, locations and your other university options, so your family can make a clear, informed choice.',
      },
      {
        title: 'No fee to students',
        text: 'Students and parents never pay us anything. All application and tuition payments go directly to the university through its official process.',
      },
    ],
    steps: [
      {
        title: 'Submit the enquiry form',
        text: 'Tell us your name, contact details, the course you are interested in and your city, so we can suggest the campuses that suit you.',
      },
      {
        title: 'A counsellor calls you',
        text: 'Within one working day, a counsellor calls you on the channels you agreed to, listens to what you want and answers your first questions.',
      },
      {
        title: 'Get guidance on programme and eligibility',
        text: 'We go through suitable programmes and campuses, the usual eligibility requirements and the documents you will need, and flag what to confirm with the university.',
      },
      {
        title: "Apply through Amity's official process",
        text: "You apply and pay only through Amity University's official application process. Your counsellor stays available until your application is complete.",
      },
    ],
    faqs: [
      {
        question: 'Is this the official website of Amity University?',
        answer:
          'No. Leadwise Digital is an independent admissions help desk, not Amity University or any of its campuses or offices. We guide students through their options; the university sets eligibility, fees and dates and makes all admission decisions.',
      },
      {
        question: 'Is there a fee for your help?',
        answer:
          'No. Our guidance is free for students and parents. We never collect any application fee, tuition fee or deposit. Payments for your admission are made only to the university, through its official process.',
      },
      {
        question: 'How soon will someone call me?',
        answer:
          'A counsellor calls within one working day of your enquiry. Enquiries sent outside working hours or on a holiday are answered on the next working day.',
      },
      {
        question: 'Can I apply to more than one university or campus?',
        answer:
          'Yes. You are free to compare and apply to as many universities as you like. Besides Amity, we guide students on Lovely Professional University and Chandigarh University, and we share your enquiry only with the universities you choose.',
      },
      {
        question: 'What documents are usually needed?',
        answer:
          'Usually your Class 10 and Class 12 mark sheets, a graduation mark sheet for postgraduate programmes, a photo ID, passport-size photographs and, where relevant, entrance test scores or a category certificate. The university confirms the exact requirements for your programme and campus, and your counsellor will help you check them.',
      },
    ],
  },
  {
    id: 'cu',
    name: 'Chandigarh University',
    shortName: 'CU',
    location: 'Mohali, Punjab',
    metaTitle: 'Chandigarh University Admissions 2026: Free Help',
    metaDescription:
      'Free, independent guidance for Chandigarh University admissions near Chandigarh: compare programmes, check eligibility and get application help. No fees.',
    formMetaTitle: 'CU admission enquiry form',
    formMetaDescription:
      'Send one short form for free guidance on Chandigarh University admissions; an independent counsellor calls you back within one working day.',
    heroTitle: 'Chandigarh University Admissions 2026: Get Free Guidance',
    heroText:
      "Leadwise Digital runs an independent admissions help desk for students interested in Chandigarh University in Mohali, Punjab, near Chandigarh. Share what you want to study and a counsellor will help you with programmes, eligibility and the university's official application process, free of charge.",
    programmes: [
      { name: 'B.Tech (Engineering and Technology)', level: 'Undergraduate' },
      { name: 'BCA (Computer Applications)', level: 'Undergraduate' },
      { name: 'BBA (Business Administration)', level: 'Undergraduate' },
      { name: 'B.Com (Commerce)', level: 'Undergraduate' },
      { name: 'B.Sc (Science)', level: 'Undergraduate' },
      { name: 'B.Pharm (Pharmacy)', level: 'Undergraduate' },
      { name: 'Integrated Law (BA LLB)', level: 'Undergraduate' },
      { name: 'Hotel Management', level: 'Undergraduate' },
      { name: 'MBA (Business Administration)', level: 'Postgraduate' },
      { name: 'MCA (Computer Applications)', level: 'Postgraduate' },
    ],
    programmesNote:
      'These are broad programme areas commonly offered at CU, listed to help you narrow your search. Programme names, specialisations, eligibility, fees and admission dates are indicative only and are confirmed by Chandigarh University through its official channels.',
    whyUs: [
      {
        title: 'One counsellor, one point of contact',
        text: 'The same counsellor stays with you from your first question to your final application, so your details and decisions are never lost between calls.',
      },
      {
        title: 'Help with forms and documents',
        text: 'We explain the application form in plain language and help you gather and check every document you need, so you can submit with confidence.',
      },
      {
        title: 'Compare your options',
        text: 'We help you weigh up programmes and specialisations at CU, and compare them with other universities you are considering, so the decision is yours and well informed.',
      },
      {
        title: 'No fee to students',
        text: 'Our help costs students and parents nothing. We never handle your money; every admission payment goes directly to the university.',
      },
    ],
    steps: [
      {
        title: 'Submit the enquiry form',
        text: 'Fill in your name, contact details, the course you are interested in and your city. That is all we need to get started.',
      },
      {
        title: 'A counsellor calls you',
        text: 'A counsellor calls within one working day, using the channels you agreed to, to understand your plans and answer your questions.',
      },
      {
        title: 'Get guidance on programme and eligibility',
        text: 'Together we look at the programmes that match your interests, the usual eligibility requirements and the documents to prepare, and note what to confirm with the university.',
      },
      {
        title: "Apply through CU's official process",
        text: "You apply and pay only through Chandigarh University's official application process, with your counsellor available for help until your application is done.",
      },
    ],
    faqs: [
      {
        question: 'Is this the official website of Chandigarh University?',
        answer:
          'No. Leadwise Digital is an independent admissions help desk and is not Chandigarh University or its admissions office. We help students understand their choices; the university publishes the official information and makes all admission decisions.',
      },
      {
        question: 'Do you charge students a fee?',
        answer:
          'No. Our guidance is free for students and parents, and we never collect application fees, tuition fees or any other payment. If someone asks you to pay in our name, please do not pay and let us know.',
      },
      {
        question: 'How soon will someone call me?',
        answer:
          'Expect a call from a counsellor within one working day of sending your enquiry. Enquiries received outside working hours or on a holiday are answered on the next working day.',
      },
      {
        question: 'Can I apply to more than one university?',
        answer:
          'Yes. Applying to more than one university is common and sensible. We also guide students on Lovely Professional University and Amity University, and we share your enquiry only with the universities you choose.',
      },
      {
        question: 'What documents are usually needed?',
        answer:
          'Usually your Class 10 and Class 12 mark sheets, a graduation mark sheet for postgraduate programmes, a photo ID, passport-size photographs and, where relevant, entrance test scores or a category certificate. Chandigarh University confirms the exact list for each programme, and your counsellor will go through it with you.',
      },
    ],
  },
];

export const getUniversity = (id: string) => universities.find((u) => u.id === id);
