import { type ComponentType, lazy } from 'react';

/** How to start over each page whose code failed to download. */
const failedPages = new Set<() => void>();

/**
 * A page whose code loads on demand, so that the first download holds only the shell. React.lazy remembers a
 * failed import for good, which is what lets an error boundary show it (a lazy that imported again by itself
 * would keep React waiting and retrying forever); retryFailedPages swaps in fresh ones on demand.
 */
export function lazyPage<Name extends string, Props extends object = Record<string, never>>(
  load: () => Promise<Record<Name, ComponentType<NoInfer<Props>>>>,
  name: Name,
): ComponentType<Props> {
  const createPage = (): ComponentType<Props> =>
    lazy(async (): Promise<{ default: ComponentType<Props> }> => {
      try {
        return { default: (await load())[name] };
      } catch (error) {
        failedPages.add(() => {
          Page = createPage();
        });
        throw error;
      }
    });
  let Page = createPage();
  return function LazyPage(props: Props) {
    return <Page {...props} />;
  };
}

/** Lets every page that failed to download try again on its next render (the Reintentar button). */
export function retryFailedPages(): void {
  for (const reset of failedPages) reset();
  failedPages.clear();
}
