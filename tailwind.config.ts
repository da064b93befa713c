import type { Config } from 'tailwindcss';

const INTER = 'var(--font-inter, "Inter Fallback")';

/**
 * Latin letters in Inter, Devanagari in the system's font (app/system-devanagari.css), else in
 * the web font `variable` names.
 */
const withDevanagari = (variable: string) => [
  INTER,
  "'System Devanagari'",
  `var(${variable})`,
  'system-ui',
  'sans-serif',
];

// Loaded from app/globals.css through @config. Screens are the spec's breakpoints.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    screens: {
      xs: '480px',
      sm: '576px',
      md: '768px',
      lg: '992px',
      xl: '1200px',
      '2xl': '1600px',
    },
    extend: {
      colors: {
        brand: {
          50: '#f5f3ff',
          100: '#ede9fe',
          200: '#ddd6fe',
          500: '#8b5cf6',
          600: '#7c3aed',
          700: '#6d28d9',
          800: '#5b21b6',
          900: '#4c1d95',
        },
        ink: '#1f1b2e',
        accent: '#f59e0b',
      },
      fontFamily: {
        // Inter's fallback face until the browser has Inter (lib/ui/web-font.ts).
        sans: [INTER, 'system-ui', 'sans-serif'],
        // The Hindi pages: Noto Sans Devanagari (app/fonts-devanagari.ts).
        hindi: withDevanagari('--font-devanagari'),
        // Hindi words on an English page (the language switch's name, the 404's line): a cut of
        // Noto Sans Devanagari with their letters alone (app/fonts-hindi-words.ts).
        'hindi-words': withDevanagari('--font-hindi-words'),
      },
    },
  },
};

export default config;
