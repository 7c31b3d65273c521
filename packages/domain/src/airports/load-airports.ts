import type { Airport } from './airport';

let airportsPromise: Promise<readonly Airport[]> | undefined;

/**
 * The bundled airport list, fetched once as its own chunk: the web app calls this instead of
 * importing the list, so the ~150 kB (gzip) of data stays out of its entry bundle.
 */
export function loadAirports(): Promise<readonly Airport[]> {
  airportsPromise ??= import('./airports.json', { with: { type: 'json' } }).then(
    (module) => module.default as readonly Airport[],
    (error: unknown) => {
      // A failed chunk download (flaky network) must not stick: the next call tries again.
      airportsPromise = undefined;
      throw error;
    },
  );
  return airportsPromise;
}
