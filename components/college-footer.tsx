import Link from 'next/link';
import { siteConfig } from '@/lib/site-config';

/** The admission pages' slim footer. */
export function CollegeFooter() {
  return (
    <div className="border-t border-brand-100 bg-brand-50 pb-24 pt-6 text-center text-sm text-gray-700 md:pb-6">
      <p>
        © {siteConfig.copyrightYear} {siteConfig.name}, an independent admissions help desk.{' '}
        <Link href="/privacy-policy" className="font-semibold text-brand-800 underline">
          Privacy policy
        </Link>
      </p>
    </div>
  );
}
