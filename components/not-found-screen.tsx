import Link from 'next/link';
import { contactLabels } from '@/content/error-screen';
import { ContactList } from './contact-list';
import { Logo } from './logo';
import { buttonVariants } from './ui/button-variants';

// Outside the main layout (it answers for every unknown path, /college/… and /hi/… too), so it
// brings its own logo and contacts rather than the header and footer. Top-aligned, not centred
// on the screen: a paragraph rewrapping when the web font arrives must not move everything above.
export function NotFoundScreen() {
  return (
    <div className="min-h-dvh">
      <header className="px-4 py-3 sm:px-6">
        <Logo />
      </header>
      <main className="flex flex-col items-center gap-6 px-4 pb-16 pt-8 text-center md:pt-16">
        <svg
          role="img"
          aria-labelledby="not-found-art"
          viewBox="0 0 240 160"
          className="h-auto w-64 motion-safe:animate-[float_3s_ease-in-out_infinite]"
        >
          <title id="not-found-art">A lost magnifying glass: page not found</title>
          <rect x="20" y="30" width="200" height="110" rx="16" fill="#ede9fe" />
          <text x="120" y="105" textAnchor="middle" fontSize="56" fontWeight="800" fill="#6d28d9">
            404
          </text>
          <circle cx="180" cy="40" r="22" fill="none" stroke="#1f1b2e" strokeWidth="8" />
          <path d="M196 56l22 22" stroke="#1f1b2e" strokeWidth="10" strokeLinecap="round" />
        </svg>
        <h1 className="text-3xl font-bold text-ink">Page not found</h1>
        <p className="max-w-md text-gray-700">
          The page you were looking for does not exist or has moved.
        </p>
        <Link href="/" className={buttonVariants()}>
          Back to the home page
        </Link>
        <p className="max-w-md text-gray-700">Looking for something in particular? Ask us.</p>
        <ContactList labels={contactLabels} />
      </main>
    </div>
  );
}
