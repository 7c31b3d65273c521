import '../form/form.css';
import './airport-autocomplete.css';
import {
  AIRPORT_LIST_HIDE_DELAY_MS,
  AIRPORT_SEARCH_DEBOUNCE_MS,
  type AirportPlace,
  searchAirports,
  searchHotelDestinations,
} from '@travesia/domain';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAirportPlace } from '../../lib/airports/airport-place';
import { useCompanyCountry } from '../../lib/auth/auth-context';
import { IonInput } from '../ionic/ion-input';
import { useAirportList } from './use-airport-list';

export const AIRPORT_LIST_ERROR_MESSAGE = 'No pudimos cargar la lista de destinos. Recarga la página.';

export interface AirportAutocompleteProps {
  label: string;
  /** The selected IATA code, or '' while nothing is selected. */
  value: string;
  /** Called with the IATA code of the chosen airport, and with '' as soon as the text is edited. */
  onChange: (iata: string) => void;
  onBlur?: () => void;
  /** Validation message shown under the field and announced when it appears. */
  error?: string;
  placeholder?: string;
  id?: string;
  name?: string;
  /**
   * 'cities' for a hotel destination: one entry per city, under its main airport's code (Medellín, MDE, covers
   * EOH's hotels too); 'airports' (the default) for a flight, where each airport counts.
   */
  places?: 'airports' | 'cities';
}

/** What the field shows once an airport is chosen. */
export function airportFieldText(airport: AirportPlace): string {
  return `${airport.city} (${airport.iata})`;
}

function setAttribute(element: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * Destination field of spec §2.5: suggestions from the bundled airport list 300 ms after typing stops (one per
 * city for a hotel destination), keyboard and screen-reader use through the WAI-ARIA combobox pattern.
 * Controlled by IATA code.
 */
export function AirportAutocomplete({
  label,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  id,
  name,
  places = 'airports',
}: AirportAutocompleteProps) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;
  const optionId = (airport: AirportPlace) => `${baseId}-option-${airport.iata}`;

  // The list is fetched once the traveller starts using the field; a prefilled airport is named by the API.
  const [isInUse, setInUse] = useState(false);
  const airportList = useAirportList(isInUse);
  const airports = airportList.status === 'ready' ? airportList.airports : null;
  const namedPlace = useAirportPlace(airports ? '' : value);

  // What the user typed since the last selection; null shows the selected airport instead.
  const [typedText, setTypedText] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [nativeInput, setNativeInput] = useState<HTMLInputElement | null>(null);
  const ionInputRef = useRef<HTMLIonInputElement>(null);
  const emittedValue = useRef(value);
  const searchedText = useRef('');
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const selectedAirport = !value
    ? undefined
    : airports
      ? airports.find((airport) => airport.iata === value)
      : (namedPlace ?? undefined);
  const text = typedText ?? (selectedAirport ? airportFieldText(selectedAirport) : value);
  // A company's own country first (Cali, Colombia before Calicut, India), Colombia when nobody is signed in.
  const preferredCountry = useCompanyCountry() ?? undefined;
  const suggestions = useMemo(() => {
    if (!airports) return [];
    const search = places === 'cities' ? searchHotelDestinations : searchAirports;
    return search(query, airports, { preferredCountry });
  }, [airports, query, places, preferredCountry]);
  // Two suggestions of one city (Medellín's MDE and EOH) are told apart by their airports' names.
  const sharedCities = useMemo(() => citiesListedTwice(suggestions), [suggestions]);
  const isExpanded = isOpen && text.trim() !== '' && suggestions.length > 0;
  const activeAirport = isExpanded ? suggestions[activeIndex] : undefined;
  const describedBy = error || airportList.status === 'error' ? errorId : undefined;

  // A value set from outside (a prefilled or reset form) replaces whatever was typed.
  useEffect(() => {
    if (value === emittedValue.current) return;
    emittedValue.current = value;
    setTypedText(null);
    setOpen(false);
  }, [value]);

  useEffect(() => {
    ionInputRef.current?.getInputElement().then(setNativeInput);
    return () => {
      clearTimeout(searchTimer.current);
      clearTimeout(hideTimer.current);
    };
  }, []);

  // Ionic copies ARIA attributes to its inner input only once, so the live ones are kept in sync here.
  const activeOptionId = activeAirport ? optionId(activeAirport) : undefined;
  useEffect(() => {
    if (!nativeInput) return;
    setAttribute(nativeInput, 'role', 'combobox');
    setAttribute(nativeInput, 'aria-autocomplete', 'list');
    setAttribute(nativeInput, 'aria-controls', listboxId);
    setAttribute(nativeInput, 'aria-expanded', String(isExpanded));
    setAttribute(nativeInput, 'aria-activedescendant', activeOptionId);
    setAttribute(nativeInput, 'aria-describedby', describedBy);
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [nativeInput, listboxId, isExpanded, activeOptionId, describedBy]);

  function emit(iata: string) {
    emittedValue.current = iata;
    onChange(iata);
  }

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function handleInput(nextText: string) {
    setInUse(true);
    setTypedText(nextText);
    if (value !== '') emit('');
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      // Spec §5: search only when the text changed since the last search.
      if (nextText === searchedText.current) return;
      searchedText.current = nextText;
      setQuery(nextText);
      setActiveIndex(-1);
      setOpen(true);
    }, AIRPORT_SEARCH_DEBOUNCE_MS);
  }

  function select(airport: AirportPlace) {
    clearTimeout(searchTimer.current);
    const fieldText = airportFieldText(airport);
    searchedText.current = fieldText;
    setTypedText(null);
    close();
    emit(airport.iata);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLIonInputElement>) {
    switch (event.key) {
      case 'ArrowDown': {
        if (text.trim() === '' || suggestions.length === 0) return;
        event.preventDefault();
        if (!isExpanded) {
          setOpen(true);
          setActiveIndex(0);
        } else {
          setActiveIndex((index) => (index + 1) % suggestions.length);
        }
        return;
      }
      case 'ArrowUp': {
        if (!isExpanded) return;
        event.preventDefault();
        setActiveIndex((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
        return;
      }
      case 'Enter': {
        if (!activeAirport) return;
        event.preventDefault();
        select(activeAirport);
        return;
      }
      case 'Escape': {
        if (!isExpanded) return;
        // Keep an enclosing modal open: Escape only closes the list.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      }
    }
  }

  function handleBlur() {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(close, AIRPORT_LIST_HIDE_DELAY_MS);
    onBlur?.();
  }

  return (
    <div className="form-field airport-autocomplete">
      <IonInput
        ref={ionInputRef}
        id={id}
        name={name}
        label={label}
        labelPlacement="stacked"
        placeholder={placeholder}
        value={text}
        autocomplete="off"
        spellcheck={false}
        clearOnEdit={false}
        className={error ? 'ion-invalid ion-touched' : undefined}
        onIonInput={(event) => handleInput(event.detail.value ?? '')}
        onIonFocus={() => {
          setInUse(true);
          clearTimeout(hideTimer.current);
        }}
        onIonBlur={handleBlur}
        onKeyDown={handleKeyDown}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={`${label}: sugerencias`}
        className="airport-autocomplete__list"
        hidden={!isExpanded}
      >
        {isExpanded &&
          suggestions.map((airport, index) => (
            // Keyboard use goes through the combobox input (aria-activedescendant), as the pattern says.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option
            <div
              key={airport.iata}
              id={optionId(airport)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              aria-label={`${optionPlace(airport, sharedCities)} (${airport.iata})`}
              className="airport-autocomplete__option"
              // Keep the focus in the input so that the blur timer does not race the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => select(airport)}
            >
              <span className="airport-autocomplete__place">
                <span className="airport-autocomplete__city">{airport.city}</span>
                <span className="airport-autocomplete__country">
                  {sharedCities.has(cityKey(airport))
                    ? `${airport.airport} · ${airport.country}`
                    : airport.country}
                </span>
              </span>
              <span className="airport-autocomplete__code">{airport.iata}</span>
            </div>
          ))}
      </div>
      {describedBy && (
        <p id={errorId} className="form-field__error" role="alert">
          {error ?? AIRPORT_LIST_ERROR_MESSAGE}
        </p>
      )}
    </div>
  );
}

const cityKey = (airport: AirportPlace) => `${airport.city}|${airport.country}`;

function citiesListedTwice(suggestions: readonly AirportPlace[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const airport of suggestions) {
    const key = cityKey(airport);
    if (seen.has(key)) twice.add(key);
    seen.add(key);
  }
  return twice;
}

/** The option's name for screen readers: its city and country, and its airport's name when the city is listed twice. */
function optionPlace(airport: AirportPlace, sharedCities: ReadonlySet<string>): string {
  const place = `${airport.city}, ${airport.country}`;
  return sharedCities.has(cityKey(airport)) ? `${airport.airport}, ${place}` : place;
}
