/** The one line of a status boundary no public page reaches (components/layout/status-boundary.tsx). */
export const statusText = {
  notFound: 'This page could not be found.',
  forbidden: 'This page is not open to you.',
  unauthorized: 'Sign in to see this page.',
} as const;
