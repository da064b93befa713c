import { ThankYouScreen } from '@/components/admission/thank-you-screen';
import type { Language } from '@/lib/config/language';
import type { CodeStepKind } from '@/lib/server/intake/code-step-route';
import { currentPhoneCheck } from '@/lib/server/intake/phone-check-view';
import { PhoneCheckPanel } from './phone-check-panel';

export type ThankYouSearch = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

type Props = { language: Language; searchParams: ThankYouSearch };

/**
 * The phone check of the lead just sent, on a thank-you page rendered per request for the visitor
 * whose cookie says a code went out (proxy.ts rewrites to it; every other visitor gets the
 * prerendered page). Nothing should the store not know the lead: the page is as it always was.
 */
export async function CodeStep({ kind, language, searchParams }: Props & { kind: CodeStepKind }) {
  const check = await currentPhoneCheck();
  if (!check) return null;
  const search = await searchParams;
  return (
    <PhoneCheckPanel
      kind={kind}
      language={language}
      check={check}
      notice={one(search.code)}
      purpose={one(search.for)}
    />
  );
}

/** The admission's thank-you page with its code step. */
export function CodeStepPage({ language, searchParams }: Props) {
  return (
    <ThankYouScreen
      language={language}
      phoneCheck={<CodeStep kind="admission" language={language} searchParams={searchParams} />}
    />
  );
}
