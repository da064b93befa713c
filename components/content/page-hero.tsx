import type { ReactNode } from 'react';

type Props = { eyebrow?: string; title: string; intro: string; children?: ReactNode };

/** The opening section of a page: its only h1 and the first paragraph of copy. */
export function PageHero({ eyebrow, title, intro, children }: Props) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pb-12 pt-10 sm:px-6 md:pt-16">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-800">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-3xl font-bold leading-tight text-ink md:text-5xl">{title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-gray-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
