/** @jest-environment node */
import sitemap from '@/app/sitemap';
import { collegeRoutes, everyPage, hindiCollegeRoutes } from '@/e2e/pages';
import { admissionUniversity } from '../admission/admission-pages';
import { collegeStaticParams } from '../admission/college-params';
import { indexableRoutes, pageRoutes, translatedRoutes } from '../seo/routes';
import { admissionLinks, siteConfig } from '../config/site-config';
import { getUniversity, UNIVERSITY_IDS, universities, universityNames } from './universities';

// The recipe's promise: a university is one entry in content/universities.ts (its programmes' ids,
// both languages) and nothing else. Here the catalogue gets one more entry, and every list built from it (its pages,
// links, sitemap entries and the browser tests' lists) must name the new university's pages.

const actualIds: readonly string[] = jest.requireActual('@/content/universities').UNIVERSITY_IDS;

jest.mock('@/content/universities', () => {
  const actual = jest.requireActual('@/content/universities');
  const { programmes, en, hi } = actual.universityCatalogue.lpu;
  return {
    ...actual,
    UNIVERSITY_IDS: [...actual.UNIVERSITY_IDS, 'example-university'],
    universityCatalogue: {
      ...actual.universityCatalogue,
      'example-university': {
        programmes,
        en: { ...en, name: 'Example University', shortName: 'EU' },
        hi: { ...hi, heroTitle: 'Example University में एडमिशन' },
      },
    },
  };
});

const pages = {
  admission: '/college/example-university/admission',
  form: '/college/example-university/form',
  hindiAdmission: '/hi/college/example-university/admission',
  hindiForm: '/hi/college/example-university/form',
};

describe('a university added to the catalogue', () => {
  it('is a university of the site, with its copy in both languages', () => {
    expect(UNIVERSITY_IDS).toEqual([...actualIds, 'example-university']);
    expect(universities.map(({ id }) => id)).toEqual(UNIVERSITY_IDS);
    const university = getUniversity('example-university')!;
    expect(university.name).toBe('Example University');
    expect(admissionUniversity(university, 'hi').heroTitle).toBe('Example University में एडमिशन');
    expect(universityNames('conjunction')).toMatch(/, [^,]+ and Example University$/);
  });

  it('gets its landing and form pages in both languages', () => {
    expect(collegeStaticParams()).toContainEqual({ collegeId: 'example-university' });
    expect(pageRoutes()).toEqual(expect.arrayContaining(Object.values(pages)));
  });

  it('is linked from the footer and listed in the sitemap with hreflang, its form page not', () => {
    expect(admissionLinks).toContainEqual({ label: 'EU admissions', href: pages.admission });
    expect(translatedRoutes()).toContainEqual({ en: pages.admission, hi: pages.hindiAdmission });
    expect(indexableRoutes()).toEqual(
      expect.arrayContaining([pages.admission, pages.hindiAdmission]),
    );
    const entries = sitemap();
    const entry = (path: string) =>
      entries.find(({ url }) => new URL(url).pathname === path)?.alternates?.languages;
    const url = (path: string) => new URL(path, siteConfig.url).toString();
    for (const path of [pages.admission, pages.hindiAdmission]) {
      expect(entry(path)).toEqual({
        'en-IN': url(pages.admission),
        'hi-IN': url(pages.hindiAdmission),
        'x-default': url(pages.admission),
      });
    }
    expect(entries.some(({ url }) => url.endsWith('/example-university/form'))).toBe(false);
  });

  // admission.spec.ts and hindi.spec.ts walk `universities` itself.
  it("is in the browser tests' page lists, in both languages", () => {
    expect(collegeRoutes).toEqual(expect.arrayContaining([pages.admission, pages.form]));
    expect(hindiCollegeRoutes).toEqual(
      expect.arrayContaining([pages.hindiAdmission, pages.hindiForm]),
    );
    expect(everyPage).toEqual(expect.arrayContaining(Object.values(pages)));
  });
});
