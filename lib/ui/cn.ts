import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class lists; when two utilities set the same property, the one written later wins
 * (joined by hand, the stylesheet's order would decide instead).
 */
export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
