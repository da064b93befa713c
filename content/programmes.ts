import type { ProgrammeEntry } from '@/lib/catalogue/content-types';

// Every programme an admission form can offer, once, whichever universities list it
// (content/universities.ts names them by id). `name` is what the lead stores in either language,
// so operators can filter by it; `hi` is what the Hindi pages show.

export const programmeCatalogue = {
  btech: {
    name: 'B.Tech (Engineering and Technology)',
    hi: 'B.Tech (इंजीनियरिंग और टेक्नोलॉजी)',
    level: 'ug',
  },
  bca: { name: 'BCA (Computer Applications)', hi: 'BCA (कंप्यूटर एप्लिकेशन)', level: 'ug' },
  bba: { name: 'BBA (Business Administration)', hi: 'BBA (बिज़नेस एडमिनिस्ट्रेशन)', level: 'ug' },
  bcom: { name: 'B.Com (Commerce)', hi: 'B.Com (कॉमर्स)', level: 'ug' },
  bdes: { name: 'B.Des (Design)', hi: 'B.Des (डिज़ाइन)', level: 'ug' },
  bsc: { name: 'B.Sc (Science)', hi: 'B.Sc (साइंस)', level: 'ug' },
  baJournalism: {
    name: 'BA (Journalism and Mass Communication)',
    hi: 'BA (जर्नलिज़्म और मास कम्युनिकेशन)',
    level: 'ug',
  },
  bpharm: { name: 'B.Pharm (Pharmacy)', hi: 'B.Pharm (फ़ार्मेसी)', level: 'ug' },
  integratedLaw: { name: 'Integrated Law (BA LLB)', hi: 'इंटीग्रेटेड लॉ (BA LLB)', level: 'ug' },
  hotelManagement: { name: 'Hotel Management', hi: 'होटल मैनेजमेंट', level: 'ug' },
  mba: { name: 'MBA (Business Administration)', hi: 'MBA (बिज़नेस एडमिनिस्ट्रेशन)', level: 'pg' },
  mca: { name: 'MCA (Computer Applications)', hi: 'MCA (कंप्यूटर एप्लिकेशन)', level: 'pg' },
} satisfies Record<string, ProgrammeEntry>;

export type ProgrammeId = keyof typeof programmeCatalogue;

/** How each language names a level. */
export const levelNames = {
  en: { ug: 'Undergraduate', pg: 'Postgraduate' },
  hi: { ug: 'स्नातक (UG)', pg: 'स्नातकोत्तर (PG)' },
} as const;
