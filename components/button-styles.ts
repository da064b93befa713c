export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors duration-200 hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 transition-colors duration-200 hover:bg-brand-50';
