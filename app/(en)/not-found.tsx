import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/not-found-screen';
import { notFoundText } from '@/lib/metadata';

export const metadata: Metadata = { ...notFoundText, robots: { index: false } };

/** A page of the English tree that called notFound() (an unknown post or service). */
export default NotFoundScreen;
