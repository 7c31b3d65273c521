/**
 * A formatter (or any value) built when first asked for, then kept. In Chromium the first `Intl` object of a page
 * loads the locale's data, 20–50 ms at full speed: built when its module is evaluated, it lengthened the start of
 * pages that format nothing (the home page, the sign-in), a long task on a phone.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}
