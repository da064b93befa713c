type Props = {
  /** What to say while a send is kept; nothing otherwise. */
  text: string | null;
  /** On the dark footer, light text. */
  tone?: 'light' | 'dark';
};

/**
 * Beside a form whose send the browser kept: that it is saved and will go by itself. A polite
 * live region that is always there (empty, out of the layout) so that the sentence is announced
 * when it appears.
 */
export function SavedNotice({ text, tone = 'light' }: Props) {
  return (
    <p
      role="status"
      data-tone={tone}
      className="rounded-lg border px-3 py-2 text-sm empty:sr-only data-[tone=light]:border-brand-200 data-[tone=light]:bg-brand-50 data-[tone=light]:text-brand-900 data-[tone=dark]:border-white/40 data-[tone=dark]:text-white"
    >
      {text}
    </p>
  );
}
