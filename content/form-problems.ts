import type { FormProblemCopy } from '@/lib/leads/form-post';

/** Above an English form the server sent back (posted before its script had taken over). */
export const formProblemsEn: FormProblemCopy = {
  fields: 'Please correct the highlighted fields',
  unavailable: 'We could not save your request. Please try again shortly.',
  limited: 'Too many requests. Please try again shortly.',
};
