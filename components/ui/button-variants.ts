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
        // Each look is one utility (app/globals.css): a short name in the HTML and its flight data.
        primary: 'button-primary shadow-sm',
        danger: 'button-danger shadow-sm',
        dangerOutline: 'button-danger-outline',
        accent: 'button-accent shadow-sm',
        outline: 'button-outline',
        ghost: 'button-ghost',
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
