import { levelNames, programmeCatalogue } from '@/content/programmes';
import { UNIVERSITY_IDS, type UniversityId, universityCatalogue } from '@/content/universities';
import type { UniversityCopy, UniversityCopyHi } from './content-types';

// The universities of the admission pages, as the rest of the site reads them. Everything here
// derives from the one catalogue (content/universities.ts), so that a university added there gets
// its pages, links, sitemap entries and test coverage without another edit.

export { UNIVERSITY_IDS, type UniversityId };

export type University = UniversityCopy & { id: UniversityId };

const programmesOf = (id: UniversityId) =>
  universityCatalogue[id].programmes.map((programme) => programmeCatalogue[programme]);

/** Every university in the catalogue's order, with its English copy. */
export const universities: University[] = UNIVERSITY_IDS.map((id) => ({
  id,
  ...universityCatalogue[id].en,
  programmes: programmesOf(id).map(({ name, level }) => ({ name, level: levelNames.en[level] })),
}));

/** The university an id names (a college route's, a posted form's), or undefined. */
export const getUniversity = (id: string) =>
  universities.find((university) => university.id === id);

/** A university's copy in Hindi. */
export const universityHi = (id: UniversityId): UniversityCopyHi => ({
  ...universityCatalogue[id].hi,
  programmes: programmesOf(id).map(({ name, hi, level }) => ({
    name,
    label: hi,
    level: levelNames.hi[level],
  })),
});

/** The universities' names in one English sentence: "A, B and C" or "A, B or C". */
export const universityNames = (type: 'conjunction' | 'disjunction') =>
  new Intl.ListFormat('en-IN', { type }).format(universities.map(({ name }) => name));
