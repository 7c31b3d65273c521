import { type AirportPlace, airportPlaceSchema } from '@travesia/domain';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest } from '../api-client';

/** GET /api/airports/:iata; null for a code the list does not hold. */
export async function getAirportPlace(iata: string): Promise<AirportPlace | null> {
  try {
    return await apiRequest(`/api/airports/${encodeURIComponent(iata)}`, airportPlaceSchema, {
      authenticated: false,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** One answer per code for the page's lifetime: the list changes only with a release. */
const places = new Map<string, Promise<AirportPlace | null>>();

function placeOf(iata: string): Promise<AirportPlace | null> {
  let place = places.get(iata);
  if (!place) {
    place = getAirportPlace(iata);
    // A failed call is asked again next time rather than remembered.
    place.catch(() => places.delete(iata));
    places.set(iata, place);
  }
  return place;
}

/**
 * One airport by its code, asked of the API: a screen that only names a place (a prefilled airport field, the
 * hotel results' destination) does not download the whole list (decision 025). undefined until it answers, null
 * for an unknown code or a failed call.
 */
export function useAirportPlace(iata: string): AirportPlace | null | undefined {
  const code = iata.trim().toUpperCase();
  const [answer, setAnswer] = useState<{ code: string; place: AirportPlace | null } | null>(null);
  useEffect(() => {
    if (code === '') return;
    let isMounted = true;
    placeOf(code).then(
      (place) => {
        if (isMounted) setAnswer({ code, place });
      },
      () => {
        if (isMounted) setAnswer({ code, place: null });
      },
    );
    return () => {
      isMounted = false;
    };
  }, [code]);
  if (code === '') return null;
  return answer?.code === code ? answer.place : undefined;
}
