'use client';

import { useCallback, useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const draftKey = () => `leadwise:draft:${window.location.pathname}`;

/**
 * Keeps what a visitor typed into `fields` in sessionStorage for this page, so an accidental
 * reload or a trip back and forward restores it; `clear` forgets it once the form was sent.
 */
export function useSessionDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'setValue'>,
  fields: readonly Path<T>[],
) {
  const { watch, setValue } = form;

  useEffect(() => {
    try {
      const draft = JSON.parse(sessionStorage.getItem(draftKey()) ?? '{}') as Record<
        string,
        unknown
      >;
      for (const field of fields) {
        if (typeof draft[field] === 'string' && draft[field] !== '')
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
  }, [watch, setValue, fields]);

  return useCallback(() => {
    try {
      sessionStorage.removeItem(draftKey());
    } catch {
      // nothing kept, nothing to forget
    }
  }, []);
}
