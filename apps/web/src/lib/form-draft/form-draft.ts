import { parseStored } from '@travesia/domain';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What a traveller typed in a checkout form, kept in this tab's sessionStorage (as the flight being booked is,
 * features/flights/state/) so that a reload does not lose it (issue 36). Only what the form shows is kept: never a
 * card number, which no checkout asks for (the company's cards are chosen by id).
 */
const DRAFT_PREFIX = 'checkout-draft:';

function storageKey(key: string): string {
  return `${DRAFT_PREFIX}${key}`;
}

/** The form's first values: the draft of `key` over `defaults`, when one was kept and still reads as the form. */
export function useDraftDefaults<T extends FieldValues>(
  key: string,
  defaults: T,
  schema: z.ZodType<Partial<T>>,
): T {
  const [initial] = useState(() => {
    const draft = parseStored(sessionStorage.getItem(storageKey(key)), schema);
    return draft ? { ...defaults, ...draft } : defaults;
  });
  return initial;
}

/** Keeps the form's values under `key` as they change. */
export function useKeepDraft<T extends FieldValues>(key: string, watch: UseFormWatch<T>): void {
  useEffect(() => {
    const subscription = watch((values) => sessionStorage.setItem(storageKey(key), JSON.stringify(values)));
    return () => subscription.unsubscribe();
  }, [key, watch]);
}

/** Forgets the draft once the booking is made: the next checkout starts afresh. */
export function clearDraft(key: string): void {
  sessionStorage.removeItem(storageKey(key));
}
