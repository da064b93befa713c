import { ThankYouScreen } from '@/components/admission/thank-you-screen';
import type { Language } from '@/lib/config/language';
import { currentPhoneCheck } from '@/lib/server/intake/phone-check-view';
import { PhoneCheckPanel } from './phone-check-panel';

export type ThankYouSearch = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/**
 * The thank-you page with the phone check of the lead just sent, rendered per request for the
 * visitor whose cookie says a code went out (proxy.ts rewrites to it; every other visitor gets the
 * prerendered page). Should the store not know the lead, it is the page as it always was.
 */
export async function CodeStepPage({
  language,
  searchParams,
}: {
  language: Language;
  searchParams: ThankYouSearch;
}) {
  const check = await currentPhoneCheck();
  const search = await searchParams;
  return (
    <ThankYouScreen
      language={language}
      phoneCheck={
        check && (
          <PhoneCheckPanel
            language={language}
            check={check}
            notice={one(search.code)}
            purpose={one(search.for)}
          />
        )
      }
    />
  );
}
