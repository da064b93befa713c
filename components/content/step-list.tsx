import type { Feature } from '@/lib/catalogue/content-types';

/** Numbered steps: a service's process, an admission's "how it works". */
export function StepList({ steps }: { steps: Feature[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border border-brand-100 p-5">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-ink">{step.title}</h3>
            <p className="mt-1 leading-relaxed text-gray-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
