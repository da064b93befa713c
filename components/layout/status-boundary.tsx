import { statusText } from '@/content/status';

// Next writes the 404, 403 and 401 boundaries of the app and of each root layout into the flight
// data of every page; its own are whole inline-styled pages (6 KB of the home page's document).
// No public page reaches them: unknown paths get app/global-not-found.tsx (and the dynamic routes
// set dynamicParams = false), and only the inbox, with its own forbidden.tsx, calls forbidden().
// These one-line boundaries stand in.

export function NotFoundBoundary() {
  return <p>{statusText.notFound}</p>;
}

export function ForbiddenBoundary() {
  return <p>{statusText.forbidden}</p>;
}

export function UnauthorizedBoundary() {
  return <p>{statusText.unauthorized}</p>;
}
