import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver that downloads its schema (and zod with it) when the form is first used, not with the page.
 * zod's set-up is one of the longest tasks of a landing page's start on a phone (decision 033's addendum), and a
 * search form is drawn long before anyone types into it. Until then, `missing` (the form's required fields, without
 * zod) answers the checks a form makes as it mounts (whether it can be sent yet), with the same messages the schema
 * gives; the schema is downloaded once those pass or `prepare` is called (when someone starts using the form).
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
  missing: (values: Values) => Partial<Record<string, string>>,
): { resolver: Resolver<Values>; prepare: () => void } {
  let loading: Promise<Resolver<Values>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download is tried again on the next check rather than remembered.
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => {
      // Once the schema is loading, it alone answers.
      const empty = loading === null ? Object.entries(missing(values)) : [];
      if (empty.length > 0) {
        const errors = Object.fromEntries(
          empty.map(([field, message]) => [field, { type: 'required', message }]),
        );
        return { values: {}, errors: errors as FieldErrors<Values> };
      }
      return (await loaded())(values, context, options);
    },
    prepare: () => void loaded().catch(() => {}),
  };
}
