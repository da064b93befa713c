type Props = {
  id: string;
  message?: string;
  /** On the dark footer, a light red. */
  tone?: 'light' | 'dark';
};

/**
 * A field's message, tied to it by `aria-describedby` through its id. Its tone is an attribute,
 * not merged classes: forms are client code, and cn() would bring tailwind-merge with them.
 */
export function FieldError({ id, message, tone = 'light' }: Props) {
  if (!message) return null;
  return (
    <p
      id={id}
      data-tone={tone}
      className="text-sm data-[tone=dark]:text-red-200 data-[tone=light]:text-red-700"
    >
      {message}
    </p>
  );
}
