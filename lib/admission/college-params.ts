import { notFound } from 'next/navigation';
import { getUniversity, universities } from '../catalogue/universities';

export type CollegeParams = { params: Promise<{ collegeId: string }> };

export const collegeStaticParams = () =>
  universities.map((university) => ({ collegeId: university.id }));

/** The university of a college route, or the 404 page. */
export async function universityFromParams({ params }: CollegeParams) {
  const university = getUniversity((await params).collegeId);
  if (!university) notFound();
  return university;
}
