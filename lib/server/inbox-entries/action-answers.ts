import 'server-only';
import type { ActionState } from '@/lib/inbox/action-state';
import { fieldsOf } from './operator-guard';

// The two answers an inbox form's action gives (lib/inbox/action-state.ts): done, or refused with
// what was typed kept.

export const done = (message: string): ActionState => ({ ok: true, message });

export const refused = (
  message: string,
  form: FormData,
  problems?: string[],
): NonNullable<ActionState> => ({
  ok: false,
  message,
  ...(problems ? { problems } : {}),
  typed: fieldsOf(form),
});
