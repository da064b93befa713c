import { cva } from 'class-variance-authority';

/**
 * The one source of a button's look, for <button>s and for links styled as buttons. Callers with
 * extra classes pass the result through cn() (lib/ui/cn.ts), which lets theirs win; this module stays
 * free of tailwind-merge so that client components can use it without its weight.
 */
export const buttonVariants = cva(
  // `button` (app/globals.css) holds what no caller overrides; the display stays a class of its own
  // for cn() to replace (`hidden sm:inline-flex`).
  'button inline-flex',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:opacity-60',
        // Disabled, a paler amber under the same ink: its words stay legible on the dark footer.
        accent:
          'bg-accent text-ink shadow-sm hover:bg-amber-400 disabled:bg-amber-200 disabled:shadow-none',
        outline: 'border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:opacity-60',
        ghost: 'text-brand-800 hover:bg-brand-100 disabled:opacity-60',
      },
      size: {
        sm: 'px-4 py-2 text-sm',
        md: 'px-5 py-2.5',
        lg: 'px-6 py-3 text-lg',
      },
      width: {
        auto: '',
        full: 'w-full',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', width: 'auto' },
  },
);
