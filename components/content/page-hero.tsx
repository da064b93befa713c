import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

type Props = {
  eyebrow?: string;
  title: string;
  intro: string;
  /**
   * The page's body below is as wide as the site (a grid of cards, the contact page's columns):
   * the hero starts at the same left edge, its words kept to a reading width.
   */
  wide?: boolean;
  children?: ReactNode;
};

/** The opening section of a page: its only h1 and the first paragraph of copy. */
export function PageHero({ eyebrow, title, intro, wide = false, children }: Props) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={cn(
          'mx-auto px-4 pb-12 pt-10 sm:px-6 md:pt-16',
          wide ? 'max-w-7xl' : 'max-w-4xl',
        )}
      >
        <div className="max-w-4xl">
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-800">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-3xl font-bold leading-tight text-ink md:text-5xl">{title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-gray-700">{intro}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
