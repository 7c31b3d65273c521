import { airlineLabel, loadAirlineNames } from '@travesia/domain';
import { useSyncExternalStore } from 'react';

type Names = Readonly<Record<string, string>>;

let loadedNames: Names | undefined;
const listeners = new Set<() => void>();

// One module-level store rather than a query per component: a results page renders hundreds of cards and
// logos, and each only needs to re-render once, when the names arrive.
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loadedNames) {
    loadAirlineNames().then(
      (names) => {
        loadedNames = names;
        for (const notify of listeners) notify();
      },
      // Without the names the codes stay on screen; the next screen that needs them tries again.
      () => undefined,
    );
  }
  return () => listeners.delete(listener);
}

export interface AirlineNames {
  /** "Avianca (AV)"; the code alone while the names load or for an unknown code. */
  label: (code: string) => string;
  /** "Avianca"; the code alone while the names load or for an unknown code. */
  name: (code: string) => string;
}

export function useAirlineNames(): AirlineNames {
  const names = useSyncExternalStore(subscribe, () => loadedNames);
  return { label: (code) => airlineLabel(code, names), name: (code) => names?.[code] ?? code };
}
