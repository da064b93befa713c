import Image from 'next/image';
import Link from 'next/link';
import { siteConfig } from '@/lib/site-config';

export function Logo({ className }: { className?: string }) {
  return (
    <Link href="/" className={`inline-flex shrink-0 ${className ?? ''}`}>
      <Image src="/logo.svg" alt={siteConfig.name} width={170} height={34} priority />
    </Link>
  );
}
