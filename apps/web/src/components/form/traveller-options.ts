import { GENDER_LABELS, GENDERS, onFirstUse } from '@travesia/domain';
import { useMemo } from 'react';
import { useAirportList } from '../airport-autocomplete/use-airport-list';

/** The choices of a travel document's sex, for a flight passenger and for the traveller's own profile. */
export const GENDER_OPTIONS = GENDERS.map((code) => ({ value: code, label: GENDER_LABELS[code] }));

const COUNTRY_NAMES = onFirstUse(() => new Intl.DisplayNames('es', { type: 'region' }));

/**
 * Nationalities: the countries of the airport list, named in Spanish by the browser. The codes already
 * chosen stay listed while the list loads (or if it fails), so a prefilled value never disappears.
 */
export function useNationalityOptions(chosen: readonly string[]) {
  const airportList = useAirportList();
  return useMemo(() => {
    const codes = new Set(chosen.filter(Boolean));
    if (airportList.status === 'ready') {
      for (const airport of airportList.airports) codes.add(airport.countryCode);
    }
    return [...codes]
      .map((code) => ({ value: code, label: COUNTRY_NAMES().of(code) ?? code }))
      .sort((first, second) => first.label.localeCompare(second.label, 'es'));
  }, [airportList, chosen]);
}
