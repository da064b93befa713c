'use client';

import { useCallback, useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const draftKey = () => `leadwise:draft:${window.location.pathname}`;

/**
 * Keeps what a visitor typed into `fields` in sessionStorage for this page, so an accidental
 * reload or a trip back and forward restores it into the fields still empty (what the page
 * already holds, typed before the form's code arrived or sent back by the server, wins);
 * `clear` forgets it once the form was sent.
 */
export function useSessionDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'setValue' | 'getValues'>,
  fields: readonly Path<T>[],
) {
  const { watch, setValue, getValues } = form;

  useEffect(() => {
    try {
      const draft = JSON.parse(sessionStorage.getItem(draftKey()) ?? '{}') as Record<
        string,
        unknown
      >;
      for (const field of fields) {
        if (typeof draft[field] === 'string' && draft[field] !== '' && !getValues(field))
          setValue(field, draft[field] as PathValue<T, Path<T>>);
      }
    } catch {
      // No draft, or one we cannot read: the form starts empty.
    }
    const subscription = watch((values) => {
      try {
        const draft = Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));
        sessionStorage.setItem(draftKey(), JSON.stringify(draft));
      } catch {
        // Storage refused: the draft is simply not kept.
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues, fields]);

  return useCallback(() => {
    try {
      sessionStorage.removeItem(draftKey());
    } catch {
      // nothing kept, nothing to forget
    }
  }, []);
}
