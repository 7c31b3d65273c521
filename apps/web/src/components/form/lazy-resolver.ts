import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver that downloads its schema (and zod with it) when the form is first checked, not with the page.
 * zod's set-up is one of the longest tasks of a landing page's start on a phone (decision 033's addendum), and a
 * search form is drawn and typed into long before it is checked. `prepare` starts the download sooner: call it when
 * someone starts using the form.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
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
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    prepare: () => void loaded().catch(() => {}),
  };
}
