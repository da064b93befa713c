import { cva } from 'class-variance-authority';

// A variant, not cn(): the forms are client components, and cn()'s tailwind-merge would add
// ~10 KB to every page's scripts.
const message = cva('text-sm', {
  variants: { tone: { light: 'text-red-700', dark: 'text-red-200' } },
  defaultVariants: { tone: 'light' },
});

type Props = {
  id: string;
  message?: string;
  /** `dark` on a dark background (the footer's newsletter). */
  tone?: 'light' | 'dark';
};

/** A field's message, tied to it by `aria-describedby` through its id. */
export function FieldError({ id, message: text, tone }: Props) {
  if (!text) return null;
  return (
    <p id={id} className={message({ tone })}>
      {text}
    </p>
  );
}
