import type { UniversityEntry } from '@/lib/catalogue/content-types';
import type { ProgrammeId } from './programmes';

// The universities the admission pages serve: each one's copy in English and in Hindi, side by
// side, so that adding a university is one entry here (lib/catalogue/universities.ts derives the rest: the
// pages, links, sitemap entries and the tests' lists). The Hindi copy is written for students and
// parents, not translated line by line, but with the same facts and promises. Programmes are named
// by their id in content/programmes.ts, once for both languages.

export const UNIVERSITY_IDS = ['lpu', 'amity', 'cu'] as const;

export type UniversityId = (typeof UNIVERSITY_IDS)[number];

export const universityCatalogue = {
  lpu: {
    programmes: [
      'btech',
      'bca',
      'bba',
      'bcom',
      'bdes',
      'bpharm',
      'integratedLaw',
      'hotelManagement',
      'mba',
      'mca',
    ],
    en: {
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
    hi: {
      location: 'फगवाड़ा, पंजाब',
      metaTitle: 'LPU एडमिशन 2026: फ्री गाइडेंस और आवेदन में मदद',
      metaDescription:
        'Lovely Professional University (LPU) में एडमिशन के लिए स्वतंत्र और मुफ़्त गाइडेंस: कोर्स चुनें, योग्यता समझें और आवेदन में मदद लें। छात्रों से कोई फ़ीस नहीं।',
      formMetaTitle: 'LPU एडमिशन एंक्वायरी फ़ॉर्म: मुफ़्त गाइडेंस',
      formMetaDescription:
        'एक छोटा फ़ॉर्म भरें और Lovely Professional University में एडमिशन पर मुफ़्त सलाह पाएँ; स्वतंत्र काउंसलर एक वर्किंग डे के अंदर आपको कॉल करेंगे।',
      heroTitle: 'Lovely Professional University में एडमिशन 2026: मुफ़्त गाइडेंस पाएँ',
      heroText:
        'लवली प्रोफेशनल यूनिवर्सिटी (LPU), फगवाड़ा, पंजाब में पढ़ाई का सोच रहे हैं? Leadwise Digital ऐसे छात्रों के लिए एक स्वतंत्र एडमिशन हेल्प डेस्क चलाता है। आप क्या पढ़ना चाहते हैं, यह हमें बताइए; हमारे काउंसलर कोर्स, योग्यता और यूनिवर्सिटी की ऑफ़िशियल आवेदन प्रक्रिया समझने में आपकी मदद करेंगे, बिल्कुल मुफ़्त।',
      programmesNote:
        'ये LPU में आम तौर पर पढ़ाए जाने वाले कोर्सों के मुख्य क्षेत्र हैं, ताकि आप अपनी खोज शुरू कर सकें। कोर्स के नाम, स्पेशलाइज़ेशन, योग्यता, फ़ीस और एडमिशन की तारीख़ें केवल सामान्य जानकारी के लिए हैं; इनकी पुष्टि Lovely Professional University अपने ऑफ़िशियल माध्यमों से करती है।',
      whyUs: [
        {
          title: 'शुरू से आख़िर तक एक ही काउंसलर',
          text: 'हर बार आपकी बात उन्हीं काउंसलर से होगी, जो आपके मार्क्स, आपकी पसंद और आपके आवेदन की स्थिति जानते हैं। अपनी बात आपको दोबारा समझानी नहीं पड़ेगी।',
        },
        {
          title: 'फ़ॉर्म और डॉक्यूमेंट्स में मदद',
          text: 'आवेदन फ़ॉर्म का हर हिस्सा क्या पूछ रहा है, यह हम आसान भाषा में समझाते हैं, और जमा करने से पहले सारे डॉक्यूमेंट्स पूरे करवाने में मदद करते हैं, ताकि किसी छोटी-सी ग़लती से काम न अटके।',
        },
        {
          title: 'विकल्पों की ईमानदार तुलना',
          text: 'B.Tech आपके लिए ठीक रहेगा या BCA? या दूसरी यूनिवर्सिटी भी देखनी चाहिए? हम सारे विकल्प आमने-सामने रखते हैं, ताकि आप और आपका परिवार भरोसे के साथ फ़ैसला ले सकें।',
        },
        {
          title: 'छात्रों से कोई फ़ीस नहीं',
          text: 'हमारी गाइडेंस छात्रों और माता-पिता के लिए पूरी तरह मुफ़्त है। हम आपसे कभी पैसे नहीं माँगते, और एडमिशन का हर भुगतान सीधे यूनिवर्सिटी को जाता है।',
        },
      ],
      steps: [
        {
          title: 'एंक्वायरी फ़ॉर्म भरें',
          text: 'अपना नाम, मोबाइल नंबर, ईमेल और शहर लिखिए, और बताइए कि कौन-सा कोर्स करना चाहते हैं। इसमें एक मिनट से भी कम समय लगता है।',
        },
        {
          title: 'काउंसलर आपको कॉल करेंगे',
          text: 'एक वर्किंग डे के अंदर काउंसलर उन्हीं माध्यमों पर आपसे संपर्क करेंगे जिनके लिए आपने सहमति दी है, आपका लक्ष्य समझेंगे और आपके शुरुआती सवालों के जवाब देंगे।',
        },
        {
          title: 'कोर्स और योग्यता पर गाइडेंस',
          text: 'आपकी रुचि से मेल खाने वाले कोर्स, आम तौर पर माँगी जाने वाली योग्यता और ज़रूरी डॉक्यूमेंट्स पर हम आपसे बात करते हैं, और बताते हैं कि किन बातों की पुष्टि यूनिवर्सिटी से कर लेनी चाहिए।',
        },
        {
          title: 'LPU की ऑफ़िशियल प्रक्रिया से आवेदन करें',
          text: 'आवेदन और भुगतान सिर्फ़ Lovely Professional University की ऑफ़िशियल आवेदन प्रक्रिया से ही करें। आवेदन पूरा होने तक कोई भी सवाल हो, हम मदद के लिए मौजूद रहेंगे।',
        },
      ],
      faqs: [
        {
          question: 'क्या यह Lovely Professional University की ऑफ़िशियल वेबसाइट है?',
          answer:
            'नहीं। Leadwise Digital एक स्वतंत्र एडमिशन हेल्प डेस्क है; हम Lovely Professional University या उसका एडमिशन ऑफ़िस नहीं हैं। हम छात्रों को उनके विकल्प और आवेदन की प्रक्रिया समझने में मदद करते हैं। एडमिशन का हर फ़ैसला यूनिवर्सिटी ही लेती है, और ऑफ़िशियल जानकारी भी वही जारी करती है।',
        },
        {
          question: 'क्या आपकी गाइडेंस के लिए पैसे देने होंगे?',
          answer:
            'नहीं। हमारी गाइडेंस छात्रों और माता-पिता के लिए मुफ़्त है। हम आपसे आवेदन फ़ीस, ट्यूशन फ़ीस या कोई और रकम कभी नहीं लेते। अगर कोई हमारे नाम पर आपसे पैसे माँगे, तो भुगतान न करें और हमें इसकी जानकारी दें।',
        },
        {
          question: 'मुझे कॉल कब तक आएगी?',
          answer:
            'एंक्वायरी भेजने के बाद एक वर्किंग डे के अंदर काउंसलर आपको कॉल करेंगे। अगर आपने ऑफ़िस टाइम के बाद या छुट्टी के दिन फ़ॉर्म भेजा है, तो अगले वर्किंग डे पर कॉल की उम्मीद रखें।',
        },
        {
          question: 'क्या एक से ज़्यादा यूनिवर्सिटी में आवेदन किया जा सकता है?',
          answer:
            'हाँ। बहुत से छात्र फ़ैसला लेने से पहले कुछ यूनिवर्सिटी की तुलना करते हैं। हम Amity University और Chandigarh University के लिए भी गाइडेंस देते हैं, और आपकी एंक्वायरी सिर्फ़ उन्हीं यूनिवर्सिटी के साथ शेयर करते हैं जिन्हें आप चुनते हैं।',
        },
        {
          question: 'आम तौर पर कौन-से डॉक्यूमेंट्स चाहिए होते हैं?',
          answer:
            'आम तौर पर 10वीं और 12वीं की मार्कशीट, PG कोर्स के लिए ग्रेजुएशन की मार्कशीट, फ़ोटो ID, पासपोर्ट साइज़ फ़ोटो, और ज़रूरत हो तो एंट्रेंस टेस्ट का स्कोर या कैटेगरी सर्टिफ़िकेट। आपके कोर्स के लिए पक्की लिस्ट यूनिवर्सिटी ही बताती है, और आपके काउंसलर उसे आपके साथ एक-एक करके देखेंगे।',
        },
      ],
    },
  },
  amity: {
    programmes: [
      'btech',
      'bca',
      'bba',
      'bcom',
      'baJournalism',
      'bsc',
      'bpharm',
      'integratedLaw',
      'mba',
      'mca',
    ],
    en: {
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
    hi: {
      location: 'नोएडा, उत्तर प्रदेश',
      metaTitle: 'Amity University एडमिशन 2026: मुफ़्त गाइडेंस',
      metaDescription:
        'Amity University में एडमिशन के लिए स्वतंत्र, मुफ़्त मदद: सही कोर्स और कैंपस चुनें, योग्यता जाँचें और आवेदन की तैयारी करें। छात्रों से कोई फ़ीस नहीं ली जाती।',
      formMetaTitle: 'Amity एडमिशन एंक्वायरी: छोटा फ़ॉर्म, मुफ़्त सलाह',
      formMetaDescription:
        'Amity University में एडमिशन पर मुफ़्त सलाह के लिए बस यह छोटा फ़ॉर्म भरें; एक स्वतंत्र काउंसलर एक वर्किंग डे के अंदर आपको वापस कॉल करेंगे।',
      heroTitle: 'Amity University में एडमिशन 2026: मुफ़्त गाइडेंस पाएँ',
      heroText:
        'Leadwise Digital, Amity University में एडमिशन चाहने वाले छात्रों के लिए एक स्वतंत्र एडमिशन हेल्प डेस्क चलाता है। नोएडा, उत्तर प्रदेश में स्थित इस यूनिवर्सिटी के कैंपस कई शहरों में हैं, इसलिए हमारे काउंसलर सही कोर्स और कैंपस चुनने और यूनिवर्सिटी की ऑफ़िशियल आवेदन प्रक्रिया की तैयारी में आपकी मदद करते हैं, वह भी बिना किसी ख़र्च के।',
      programmesNote:
        'ये Amity में आम तौर पर पढ़ाए जाने वाले कोर्सों के मुख्य क्षेत्र हैं, और हर कोर्स हर कैंपस में नहीं चलता। कोर्स के नाम, कौन-सा कोर्स किस कैंपस में है, योग्यता, फ़ीस और एडमिशन की तारीख़ें केवल सामान्य जानकारी के लिए हैं; इनकी पुष्टि Amity University अपने ऑफ़िशियल माध्यमों से करती है।',
      whyUs: [
        {
          title: 'पूरी खोज में एक ही काउंसलर',
          text: 'पहली कॉल से लेकर आवेदन तक आपकी एंक्वायरी एक ही काउंसलर संभालते हैं, और याद रखते हैं कि आप किन कोर्सों और कैंपसों के बारे में सोच रहे हैं।',
        },
        {
          title: 'फ़ॉर्म और डॉक्यूमेंट्स में मदद',
          text: 'आवेदन के हर कदम पर हम आपके साथ चलते हैं और जमा करने से पहले डॉक्यूमेंट्स जाँचने में मदद करते हैं, ताकि जब यूनिवर्सिटी आपका आवेदन देखे तो कुछ भी छूटा न हो।',
        },
        {
          title: 'कोर्स और कैंपस की तुलना',
          text: 'Amity के कैंपस कई शहरों में हैं। हम कोर्स, शहर और आपकी दूसरी यूनिवर्सिटी के विकल्पों की तुलना करने में मदद करते हैं, ताकि आपका परिवार सोच-समझकर साफ़ फ़ैसला ले सके।',
        },
        {
          title: 'छात्रों से कोई फ़ीस नहीं',
          text: 'छात्र और माता-पिता हमें कभी कुछ नहीं देते। आवेदन और ट्यूशन का हर भुगतान यूनिवर्सिटी की ऑफ़िशियल प्रक्रिया से सीधे यूनिवर्सिटी को जाता है।',
        },
      ],
      steps: [
        {
          title: 'एंक्वायरी फ़ॉर्म भरें',
          text: 'अपना नाम, संपर्क की जानकारी, पसंद का कोर्स और अपना शहर बताइए, ताकि हम आपके लिए सही कैंपस सुझा सकें।',
        },
        {
          title: 'काउंसलर आपको कॉल करेंगे',
          text: 'एक वर्किंग डे के अंदर काउंसलर उन माध्यमों पर आपसे संपर्क करेंगे जिनके लिए आपने हाँ कहा है, आपकी बात ध्यान से सुनेंगे और शुरुआती सवालों के जवाब देंगे।',
        },
        {
          title: 'कोर्स और योग्यता पर गाइडेंस',
          text: 'हम आपके लिए सही कोर्स और कैंपस, आम तौर पर लागू योग्यता और ज़रूरी डॉक्यूमेंट्स पर बात करते हैं, और बताते हैं कि किन बातों की पुष्टि यूनिवर्सिटी से करनी है।',
        },
        {
          title: 'Amity की ऑफ़िशियल प्रक्रिया से आवेदन करें',
          text: 'आवेदन और भुगतान केवल Amity University की ऑफ़िशियल आवेदन प्रक्रिया से करें। आपका आवेदन पूरा होने तक आपके काउंसलर मदद के लिए उपलब्ध रहेंगे।',
        },
      ],
      faqs: [
        {
          question: 'क्या यह Amity University की ऑफ़िशियल वेबसाइट है?',
          answer:
            'नहीं। Leadwise Digital एक स्वतंत्र एडमिशन हेल्प डेस्क है। हम Amity University नहीं हैं, न ही उसका कोई कैंपस या ऑफ़िस। हम छात्रों को उनके विकल्प समझाते हैं; योग्यता, फ़ीस और तारीख़ें यूनिवर्सिटी तय करती है, और एडमिशन के सारे फ़ैसले भी वही लेती है।',
        },
        {
          question: 'क्या आपकी मदद के लिए कोई फ़ीस लगती है?',
          answer:
            'नहीं। हमारी गाइडेंस छात्रों और माता-पिता के लिए मुफ़्त है। हम कभी कोई आवेदन फ़ीस, ट्यूशन फ़ीस या डिपॉज़िट नहीं लेते। एडमिशन का भुगतान सिर्फ़ यूनिवर्सिटी को, उसकी ऑफ़िशियल प्रक्रिया से ही किया जाता है।',
        },
        {
          question: 'मुझे कॉल कब तक आएगी?',
          answer:
            'एंक्वायरी मिलने के एक वर्किंग डे के अंदर काउंसलर कॉल करते हैं। ऑफ़िस टाइम के बाद या छुट्टी के दिन आई एंक्वायरी का जवाब अगले वर्किंग डे पर दिया जाता है।',
        },
        {
          question: 'क्या एक से ज़्यादा यूनिवर्सिटी या कैंपस में आवेदन किया जा सकता है?',
          answer:
            'हाँ। आप जितनी चाहें उतनी यूनिवर्सिटी की तुलना करके उनमें आवेदन कर सकते हैं। Amity के अलावा हम Lovely Professional University और Chandigarh University के लिए भी गाइडेंस देते हैं, और आपकी एंक्वायरी सिर्फ़ उन्हीं यूनिवर्सिटी के साथ शेयर करते हैं जिन्हें आप चुनते हैं।',
        },
        {
          question: 'आम तौर पर कौन-से डॉक्यूमेंट्स चाहिए होते हैं?',
          answer:
            'आम तौर पर 10वीं और 12वीं की मार्कशीट, PG कोर्स के लिए ग्रेजुएशन की मार्कशीट, फ़ोटो ID, पासपोर्ट साइज़ फ़ोटो, और जहाँ लागू हो वहाँ एंट्रेंस टेस्ट का स्कोर या कैटेगरी सर्टिफ़िकेट। आपके कोर्स और कैंपस के लिए सही-सही ज़रूरतें यूनिवर्सिटी ही बताती है, और आपके काउंसलर उन्हें जाँचने में आपकी मदद करेंगे।',
        },
      ],
    },
  },
  cu: {
    programmes: [
      'btech',
      'bca',
      'bba',
      'bcom',
      'bsc',
      'bpharm',
      'integratedLaw',
      'hotelManagement',
      'mba',
      'mca',
    ],
    en: {
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
    hi: {
      location: 'मोहाली, पंजाब',
      metaTitle: 'Chandigarh University एडमिशन 2026: फ्री मदद',
      metaDescription:
        'चंडीगढ़ के पास Chandigarh University में एडमिशन के लिए मुफ़्त, स्वतंत्र गाइडेंस: कोर्स की तुलना करें, योग्यता जाँचें और आवेदन में मदद लें। कोई फ़ीस नहीं।',
      formMetaTitle: 'CU एडमिशन पूछताछ फ़ॉर्म: स्वतंत्र काउंसलर से बात करें',
      formMetaDescription:
        'Chandigarh University में एडमिशन के बारे में जानना है? यह छोटा फ़ॉर्म भरें; हमारे स्वतंत्र काउंसलर एक वर्किंग डे के अंदर कॉल करके मुफ़्त सलाह देंगे।',
      heroTitle: 'Chandigarh University में एडमिशन 2026: मुफ़्त गाइडेंस पाएँ',
      heroText:
        'Leadwise Digital उन छात्रों के लिए एक स्वतंत्र एडमिशन हेल्प डेस्क चलाता है जो चंडीगढ़ के पास मोहाली, पंजाब में स्थित Chandigarh University (CU) में पढ़ना चाहते हैं। बताइए कि आप क्या पढ़ना चाहते हैं; हमारे काउंसलर कोर्स, योग्यता और यूनिवर्सिटी की ऑफ़िशियल आवेदन प्रक्रिया में आपकी मुफ़्त मदद करेंगे।',
      programmesNote:
        'ये CU में आम तौर पर पढ़ाए जाने वाले कोर्सों के मुख्य क्षेत्र हैं, जिनसे आप अपने विकल्प छाँट सकें। कोर्स के नाम, स्पेशलाइज़ेशन, योग्यता, फ़ीस और एडमिशन की तारीख़ें केवल सामान्य जानकारी के लिए हैं; इनकी पुष्टि Chandigarh University अपने ऑफ़िशियल माध्यमों से करती है।',
      whyUs: [
        {
          title: 'एक काउंसलर, बात का एक ही ठिकाना',
          text: 'पहले सवाल से लेकर आख़िरी आवेदन तक वही काउंसलर आपके साथ रहते हैं, इसलिए अलग-अलग कॉल के बीच आपकी जानकारी या आपके फ़ैसले कहीं खोते नहीं।',
        },
        {
          title: 'फ़ॉर्म और डॉक्यूमेंट्स में मदद',
          text: 'हम आवेदन फ़ॉर्म को सीधी-सादी भाषा में समझाते हैं और हर ज़रूरी डॉक्यूमेंट जुटाने और जाँचने में मदद करते हैं, ताकि आप पूरे भरोसे के साथ आवेदन जमा कर सकें।',
        },
        {
          title: 'अपने विकल्पों की तुलना',
          text: 'CU के कोर्सों और स्पेशलाइज़ेशन को परखने, और उन्हें आपकी नज़र में दूसरी यूनिवर्सिटी से मिलाकर देखने में हम मदद करते हैं, ताकि फ़ैसला आपका हो और पूरी जानकारी के साथ हो।',
        },
        {
          title: 'छात्रों से कोई फ़ीस नहीं',
          text: 'हमारी मदद के लिए छात्रों और माता-पिता को कुछ भी नहीं देना पड़ता। आपका पैसा कभी हमारे हाथ से नहीं गुज़रता; एडमिशन का हर भुगतान सीधे यूनिवर्सिटी को जाता है।',
        },
      ],
      steps: [
        {
          title: 'एंक्वायरी फ़ॉर्म भरें',
          text: 'अपना नाम, संपर्क की जानकारी, मनचाहा कोर्स और अपना शहर भरें। शुरुआत के लिए हमें बस इतना ही चाहिए।',
        },
        {
          title: 'काउंसलर आपको कॉल करेंगे',
          text: 'एक वर्किंग डे के अंदर काउंसलर उन्हीं माध्यमों से आपसे संपर्क करेंगे जिनके लिए आपने सहमति दी है, आपकी योजना समझेंगे और आपके सवालों के जवाब देंगे।',
        },
        {
          title: 'कोर्स और योग्यता पर गाइडेंस',
          text: 'हम मिलकर आपकी रुचि वाले कोर्स, आम तौर पर माँगी जाने वाली योग्यता और तैयार रखने वाले डॉक्यूमेंट्स देखते हैं, और नोट कर लेते हैं कि यूनिवर्सिटी से किन बातों की पुष्टि करनी है।',
        },
        {
          title: 'CU की ऑफ़िशियल प्रक्रिया से आवेदन करें',
          text: 'आवेदन और भुगतान सिर्फ़ Chandigarh University की ऑफ़िशियल आवेदन प्रक्रिया से करें; आवेदन पूरा होने तक आपके काउंसलर मदद के लिए साथ रहेंगे।',
        },
      ],
      faqs: [
        {
          question: 'क्या यह Chandigarh University की ऑफ़िशियल वेबसाइट है?',
          answer:
            'नहीं। Leadwise Digital एक स्वतंत्र एडमिशन हेल्प डेस्क है; हम Chandigarh University या उसका एडमिशन ऑफ़िस नहीं हैं। हम छात्रों को उनके विकल्प समझने में मदद करते हैं, जबकि ऑफ़िशियल जानकारी यूनिवर्सिटी जारी करती है और एडमिशन के सारे फ़ैसले भी वही लेती है।',
        },
        {
          question: 'क्या आप छात्रों से कोई फ़ीस लेते हैं?',
          answer:
            'नहीं। हमारी गाइडेंस छात्रों और माता-पिता के लिए मुफ़्त है। हम आवेदन फ़ीस, ट्यूशन फ़ीस या कोई भी भुगतान कभी नहीं लेते। अगर कोई हमारे नाम पर आपसे पैसे माँगे, तो भुगतान न करें और हमें बताएँ।',
        },
        {
          question: 'मुझे कॉल कब तक आएगी?',
          answer:
            'एंक्वायरी भेजने के एक वर्किंग डे के अंदर काउंसलर की कॉल की उम्मीद रखें। ऑफ़िस टाइम के बाद या छुट्टी के दिन मिली एंक्वायरी का जवाब अगले वर्किंग डे पर दिया जाता है।',
        },
        {
          question: 'क्या एक से ज़्यादा यूनिवर्सिटी में आवेदन करना ठीक है?',
          answer:
            'हाँ। एक से ज़्यादा यूनिवर्सिटी में आवेदन करना आम बात है और समझदारी भी। हम Lovely Professional University और Amity University के लिए भी गाइडेंस देते हैं, और आपकी एंक्वायरी सिर्फ़ उन्हीं यूनिवर्सिटी के साथ शेयर करते हैं जिन्हें आप चुनते हैं।',
        },
        {
          question: 'आम तौर पर कौन-से डॉक्यूमेंट्स चाहिए होते हैं?',
          answer:
            'आम तौर पर 10वीं और 12वीं की मार्कशीट, PG कोर्स के लिए ग्रेजुएशन की मार्कशीट, फ़ोटो ID, पासपोर्ट साइज़ फ़ोटो, और ज़रूरत हो तो एंट्रेंस टेस्ट का स्कोर या कैटेगरी सर्टिफ़िकेट। हर कोर्स की पक्की लिस्ट Chandigarh University बताती है, और आपके काउंसलर उसे आपके साथ मिलाकर देखेंगे।',
        },
      ],
    },
  },
} satisfies Record<UniversityId, UniversityEntry<ProgrammeId>>;
