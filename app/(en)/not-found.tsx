import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/not-found-screen';
import { notFoundMetadata } from '@/lib/metadata';

export const metadata: Metadata = notFoundMetadata;

/** A page of the English tree that called notFound() (an unknown post or service). */
export default NotFoundScreen;
