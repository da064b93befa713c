import 'server-only';
import type { Language } from '@/lib/config/language';

// MSG91's Flow API, the one call the code step makes (docs/operations.md#phone-codes): a DLT
// template (a "Flow") with the code as its one variable, to one mobile. A thin fetch rather than
// an unofficial package: the call is one POST, and its base URL is a setting so that the tests
// send to their fake gateway on loopback.

export type Msg91Settings = {
  baseUrl: string;
  authKey: string;
  sender: string;
  /** The Flow of each language's template: the Hindi pages send the Hindi one. */
  flowIds: Record<Language, string>;
  /** The template's variable the code fills (##otp## in the DLT text). */
  codeVariable: string;
};

/** The gateway's answer: its request id, which delivery reports name, or why it refused. */
export type FlowAnswer = { ok: true; id: string } | { ok: false; error: string };

/** How long the gateway may take: the student is waiting for the page. */
const FLOW_TIMEOUT_MS = 5_000;

/** Sends `code` to `mobile` (12 digits, 91 first) with the language's Flow. */
export async function sendFlow(
  settings: Msg91Settings,
  { mobile, code, language }: { mobile: string; code: string; language: Language },
): Promise<FlowAnswer> {
  try {
    const response = await fetch(`${settings.baseUrl}/api/v5/flow/`, {
      method: 'POST',
      headers: { authkey: settings.authKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        flow_id: settings.flowIds[language],
        sender: settings.sender,
        recipients: [{ mobiles: mobile, [settings.codeVariable]: code }],
      }),
      signal: AbortSignal.timeout(FLOW_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as {
      type?: unknown;
      message?: unknown;
    } | null;
    // MSG91 answers {"type":"success","message":"<request id>"} or {"type":"error","message":…}.
    if (response.ok && body?.type === 'success' && typeof body.message === 'string')
      return { ok: true, id: body.message };
    return {
      ok: false,
      error: `HTTP ${response.status}: ${typeof body?.message === 'string' ? body.message : 'no answer'}`,
    };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
