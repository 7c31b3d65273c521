import '../flights.css';
import {
  applyFlightFilters,
  CABIN_LABELS,
  cheapestSearchedFare,
  defaultFlightSearchForm,
  directionSegments,
  EMPTY_FLIGHT_FILTERS,
  type FlightFilters,
  type FlightResult,
  type FlightSearch,
  type FlightSearchForm as FlightSearchFormValues,
  type FlightSort,
  flightFilterOptions,
  formatShortDate,
  outboundChoices,
  searchedBagsPriced,
  sortFlights,
  toHourMinute,
  toIsoDate,
  travellersSummary,
} from '@travesia/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { FormAlert } from '../../../components/form/form-alert';
import { IonCol, IonGrid, IonRow } from '../../../components/ionic/ion-grid';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { useAirportPlace } from '../../../lib/airports/airport-place';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useFlightReturns } from '../api/search-flight-returns';
import { useFlightSearch } from '../api/search-flights';
import { FlightFiltersPanel } from '../components/flight-filters-panel';
import { ItineraryCard, searchedBagsNote } from '../components/itinerary-card';
import { useFlightPolicy } from '../hooks/use-flight-policy';
import { type FlightSearchRoute, useFlightSearchRoute } from '../hooks/use-flight-search-route';
import { flightBookingStore } from '../state/flight-booking-store';

export const EMPTY_RESULTS_TEXT =
  'No encontramos vuelos para esta búsqueda. Prueba otras fechas o quita el filtro de vuelos directos.';

const flightsCount = (count: number) => (count === 1 ? '1 vuelo' : `${count} vuelos`);
const passengersCount = (count: number) => (count === 1 ? '1 pasajero' : `${count} pasajeros`);

/**
 * The search form sits closed under "Modificar búsqueda": its code (the form library, zod, the airport and party
 * fields, about 35 KB gzip) comes when it is first opened, not with the results (issue 33).
 */
const FlightSearchForm = lazy(() =>
  import('../components/flight-search-form').then((module) => ({ default: module.FlightSearchForm })),
);

/** A rejected search (400: past date, unknown airport…) fails again until it is modified. */
const isRetryable = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The search form's values for the search a results address describes. */
function formValuesFor(request: FlightSearch, today: string): FlightSearchFormValues {
  const defaults = defaultFlightSearchForm(today);
  return {
    origin: request.origin,
    destination: request.destination,
    tripType: request.returnDate === undefined ? 'ida' : 'idaVuelta',
    departureDate: request.departureDate,
    // A one-way search keeps the default return unless it falls before the departure.
    returnDate:
      request.returnDate ??
      (defaults.returnDate >= request.departureDate ? defaults.returnDate : request.departureDate),
    passengers: { ...request.passengers },
    cabin: request.cabin,
    nonStop: request.nonStop,
    bags: { ...request.bags },
  };
}

/** /shop/flights/results/oneway/... and /roundtrip/... (spec §2.1). */
export function FlightResultsPage() {
  const route = useFlightSearchRoute();
  return (
    <PageLayout title="Resultados de vuelos">
      {route ? (
        <FlightResults key={JSON.stringify(route.request)} route={route} />
      ) : (
        <section className="flight-message">
          <h1>Búsqueda no válida</h1>
          <p>La dirección de esta búsqueda no es válida. Vuelve a buscar tus vuelos.</p>
          <Link to="/flight-home" className="flight-button">
            Buscar vuelos
          </Link>
        </section>
      )}
    </PageLayout>
  );
}

function FlightResults({ route: { criteria, request } }: { route: FlightSearchRoute }) {
  const navigate = useNavigate();
  // Two places asked of the API, not the whole airport list (61 KB gzip), which the page names nothing else from.
  const origin = useAirportPlace(criteria.origin);
  const destination = useAirportPlace(criteria.destination);
  const policy = useFlightPolicy();
  const search = useFlightSearch(request);
  const [today] = useState(() => toIsoDate(new Date()));
  const [filters, setFilters] = useState<FlightFilters>(EMPTY_FLIGHT_FILTERS);
  const [sort, setSort] = useState<FlightSort>('price');
  const [outbound, setOutbound] = useState<FlightResult | null>(null);
  // Once opened, the form stays, with what was typed in it, as it did when it came with the page.
  const [isModifying, setIsModifying] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const isStepChanging = useRef(false);
  const isRoundTrip = request.returnDate !== undefined;
  const direction: 0 | 1 = isRoundTrip && outbound ? 1 : 0;
  // A round trip's search answers each outbound once; the returns of the one chosen are asked for then.
  const returns = useFlightReturns(request, isRoundTrip ? outbound : null);
  const step = direction === 1 ? returns : search;
  const candidates = useMemo(() => step.data ?? [], [step.data]);
  const options = useMemo(() => flightFilterOptions(candidates), [candidates]);
  const visible = useMemo(() => {
    const filtered = applyFlightFilters(candidates, filters, direction);
    // The first round-trip step lists each outbound once, at its cheapest combination.
    const choices = isRoundTrip && direction === 0 ? outboundChoices(filtered) : filtered;
    return sortFlights(choices, sort, direction);
  }, [candidates, filters, direction, isRoundTrip, sort]);

  const chooseStep = useCallback((next: FlightResult | null) => {
    setOutbound(next);
    setFilters(EMPTY_FLIGHT_FILTERS);
    isStepChanging.current = true;
  }, []);
  // Focusing the step heading lets a screen reader follow to the new step, once it is drawn: the returns of an
  // outbound may still be loading when it is chosen.
  useEffect(() => {
    if (!isStepChanging.current || !stepHeading.current) return;
    isStepChanging.current = false;
    stepHeading.current.focus();
  });

  const select = useCallback(
    (result: FlightResult) => {
      if (isRoundTrip && !outbound) {
        chooseStep(result);
        return;
      }
      flightBookingStore.chooseItinerary(request, result);
      navigate('/flight-upsell');
    },
    [isRoundTrip, outbound, chooseStep, request, navigate],
  );

  const passengers = criteria.adults + criteria.children + criteria.infants;
  const priceCaption = isRoundTrip
    ? `${outbound ? 'Total' : 'Desde'}, ida y vuelta, ${passengersCount(passengers)}`
    : `Total, ${passengersCount(passengers)}`;
  const outboundLegs = outbound ? directionSegments(outbound, 0) : [];
  const outboundFirst = outboundLegs[0];
  const outboundLast = outboundLegs[outboundLegs.length - 1];

  return (
    <div className="flight-results">
      <header className="flight-results__header">
        <h1>
          Vuelos de {origin?.city ?? criteria.origin} a {destination?.city ?? criteria.destination}
        </h1>
        <BookingForBanner />
        <p className="flight-results__summary">
          {formatShortDate(criteria.departureDate)}
          {criteria.returnDate && ` – ${formatShortDate(criteria.returnDate)}`} ·{' '}
          {travellersSummary(request.passengers)} · {CABIN_LABELS[request.cabin]}
          {request.nonStop && ' · Solo vuelos directos'}
        </p>
        <details
          className="flight-results__modify"
          onToggle={(event) => {
            if (event.currentTarget.open) setIsModifying(true);
          }}
        >
          <summary>Modificar búsqueda</summary>
          {isModifying && (
            <Suspense fallback={<LoadingState text={'Cargando...'} />}>
              <FlightSearchForm initial={formValuesFor(request, today)} today={today} />
            </Suspense>
          )}
        </details>
      </header>

      {step.isPending ? (
        <LoadingState text={direction === 1 ? 'Buscando vuelos de regreso...' : 'Buscando vuelos...'} />
      ) : step.isError ? (
        <FormAlert tone="error">
          <p className="flight-results__error">{getErrorMessage(step.error)}</p>
          {isRetryable(step.error) && (
            <button
              type="button"
              className="flight-button"
              disabled={step.isFetching}
              onClick={() => void step.refetch()}
            >
              {step.isFetching ? 'Reintentando...' : 'Reintentar'}
            </button>
          )}
          {direction === 1 && (
            <button
              type="button"
              className="flight-button flight-button--outline"
              onClick={() => chooseStep(null)}
            >
              Cambiar vuelo de ida
            </button>
          )}
        </FormAlert>
      ) : candidates.length === 0 ? (
        <p className="flight-results__empty" role="status">
          {EMPTY_RESULTS_TEXT}
        </p>
      ) : (
        <IonGrid className="flight-results__grid" fixed={false}>
          <IonRow>
            <IonCol size="12" sizeMd="2">
              <FlightFiltersPanel
                filters={filters}
                onChange={setFilters}
                sort={sort}
                onSortChange={setSort}
                options={options}
                showStops={!request.nonStop}
              />
            </IonCol>
            <IonCol size="12" sizeMd="10">
              {isRoundTrip && (
                <h2 ref={stepHeading} tabIndex={-1} className="flight-results__step">
                  {outbound ? 'Elige tu vuelo de regreso' : 'Elige tu vuelo de ida'}
                </h2>
              )}
              {outboundFirst && outboundLast && (
                <div className="flight-results__chosen">
                  <p>
                    <span className="flight-results__chosen-label">Vuelo de ida elegido:</span>{' '}
                    {formatShortDate(outboundFirst.local_departure.slice(0, 10))},{' '}
                    {toHourMinute(outboundFirst.local_departure)} {outboundFirst.flyFrom} →{' '}
                    {toHourMinute(outboundLast.local_arrival)} {outboundLast.flyTo} ·{' '}
                    {outboundLegs.map((leg) => `${leg.airline}${leg.flight_no}`).join(', ')}
                  </p>
                  <button
                    type="button"
                    className="flight-button flight-button--outline"
                    onClick={() => chooseStep(null)}
                  >
                    Cambiar vuelo de ida
                  </button>
                </div>
              )}
              <p className="flight-results__count" aria-live="polite">
                {flightsCount(visible.length)}
              </p>
              {visible.length === 0 ? (
                <div className="flight-results__empty">
                  <p>Ningún vuelo cumple los filtros elegidos.</p>
                  <button
                    type="button"
                    className="flight-button flight-button--outline"
                    onClick={() => setFilters(EMPTY_FLIGHT_FILTERS)}
                  >
                    Quitar filtros
                  </button>
                </div>
              ) : (
                <ul className="flight-results__list">
                  {visible.map((result) => {
                    const family = cheapestSearchedFare(result, request)?.family;
                    return (
                      // Keyed by step too: a return card is a new card, not the outbound's with its detail open.
                      <li key={`${direction}:${result.id}`}>
                        <ItineraryCard
                          result={result}
                          direction={direction}
                          priceCaption={priceCaption}
                          priceNote={searchedBagsNote(searchedBagsPriced(result, request))}
                          {...(policy.check && family
                            ? { isWithinPolicy: policy.check(result, family) }
                            : {})}
                          onSelect={select}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
            </IonCol>
          </IonRow>
        </IonGrid>
      )}
    </div>
  );
}
