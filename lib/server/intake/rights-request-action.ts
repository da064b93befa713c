'use server';

import 'server-only';
import { headers } from 'next/headers';
import type { RightsRequestState } from '@/lib/privacy/rights-request-state';
import { siteContext } from '../site/site-context';
import { takeRightsRequest } from './rights-request-intake';

/**
 * The rights request form's Server Action: posted natively (scripts off, or before they run) the
 * page is rendered again with its answer; called by the form's script, the form shows it.
 */
export async function postRightsRequest(
  _: RightsRequestState,
  form: FormData,
): Promise<RightsRequestState> {
  // Only a form posts here; anything else called with Next's action protocol gets nothing.
  if (!(form instanceof FormData)) return null;
  return takeRightsRequest(form, new Headers(await headers()), siteContext);
}
