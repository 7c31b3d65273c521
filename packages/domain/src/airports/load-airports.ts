import { type AirportPlace, type AirportPlaceRow, fromAirportPlaceRows } from './airport-places';

let airportsPromise: Promise<readonly AirportPlace[]> | undefined;

/**
 * The bundled airport list in its compact form (airport-places.json), fetched once as its own chunk: the web
 * app calls this instead of importing the list, so the data stays out of its entry bundle.
 */
export function loadAirports(): Promise<readonly AirportPlace[]> {
  airportsPromise ??= import('./airport-places.json', { with: { type: 'json' } }).then(
    (module) => fromAirportPlaceRows(module.default as unknown as readonly AirportPlaceRow[]),
    (error: unknown) => {
      // A failed chunk download (flaky network) must not stick: the next call tries again.
      airportsPromise = undefined;
      throw error;
    },
  );
  return airportsPromise;
}
