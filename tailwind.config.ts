import type { Config } from 'tailwindcss';

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
        sans: ['var(--font-inter, "Inter Fallback")', 'system-ui', 'sans-serif'],
        // The Hindi pages: Latin letters in Inter, Devanagari in the system's font, else in Noto
        // Sans Devanagari (app/system-devanagari.css).
        hindi: [
          'var(--font-inter, "Inter Fallback")',
          "'System Devanagari'",
          'var(--font-devanagari)',
          'system-ui',
          'sans-serif',
        ],
        // Hindi words on an English page (the language switch's name, the 404's line): the system's
        // Devanagari font, else a cut of Noto Sans Devanagari with their letters alone
        // (app/fonts-hindi-words.ts).
        'hindi-words': [
          'var(--font-inter, "Inter Fallback")',
          "'System Devanagari'",
          'var(--font-hindi-words)',
          'system-ui',
          'sans-serif',
        ],
      },
    },
  },
};

export default config;
