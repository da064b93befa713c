import type { Section } from '@/lib/catalogue/content-types';

/** One editorial section: heading, paragraphs, titled points and bullets. */
export function ContentSection({ section }: { section: Section }) {
  return (
    <section className="laid-out-when-near flex flex-col gap-4">
      <h2 className="text-2xl font-bold text-ink md:text-3xl">{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed text-gray-700">
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <dl className="grid gap-4 md:grid-cols-2">
          {section.items.map((item) => (
            <div key={item.title} className="rounded-xl border border-brand-100 bg-white p-5">
              <dt className="font-semibold text-ink">{item.title}</dt>
              <dd className="mt-2 leading-relaxed text-gray-700">{item.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.list ? (
        <ul className="list-disc space-y-2 pl-6 text-gray-700">
          {section.list.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
