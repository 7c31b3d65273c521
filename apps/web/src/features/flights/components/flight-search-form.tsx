import '../../../components/form/form.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { IonIcon } from '@ionic/react';
import {
  BAG_LIMITS,
  CABIN_LABELS,
  CABINS,
  type FlightSearchForm as FlightSearchFormValues,
  flightDateBounds,
  STORAGE_KEYS,
  TRIP_TYPES,
  type TripType,
} from '@travesia/domain';
import { swapVerticalOutline } from 'ionicons/icons';
import { useId, useMemo } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AirportAutocomplete } from '../../../components/airport-autocomplete';
import { BookingForSelector } from '../../../components/booking-for/booking-for-selector';
import { CountStepper } from '../../../components/count-stepper/count-stepper';
import { DateRangeField } from '../../../components/date-range-field/date-range-field';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { GuestsSelector } from '../../../components/guests-selector/guests-selector';
import { SEARCH_OFFLINE_NOTE } from '../../../components/offline-note/offline-note';
import { resultsPathFor } from '../hooks/flight-results-path';
import { type AirportNames, useAirportNames } from '../hooks/use-airport-names';
import { useRecentAirports } from '../hooks/use-recent-airports';
import { flightSearchFormSchema, searchRequestOf } from './flight-search-form-schema';

const TRIP_TYPE_LABELS: Record<TripType, string> = { idaVuelta: 'Ida y vuelta', ida: 'Solo ida' };

interface FlightSearchFormProps {
  /** Prefilled values (results screens); the spec defaults otherwise. */
  initial: FlightSearchFormValues;
  today: string;
}

/**
 * Flight search of the issue: airports with recent choices, trip type, dates, passengers (spec §9
 * limits), cabin, non-stop and bags. 'Buscar vuelos' opens the one-way or round-trip results route.
 */
export function FlightSearchForm({ initial, today }: FlightSearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const recentOrigins = useRecentAirports(STORAGE_KEYS.airportsSelectedFrom);
  const recentDestinations = useRecentAirports(STORAGE_KEYS.airportsSelectedTo);
  // Only recent choices need names here; the airport fields fetch the list when they are used.
  const names = useAirportNames(recentOrigins.codes.length + recentDestinations.codes.length > 0);
  const resolver = useMemo(() => zodResolver(flightSearchFormSchema(today)), [today]);
  const { control, handleSubmit, formState, watch, getValues, setValue, trigger } =
    useForm<FlightSearchFormValues>({
      resolver,
      mode: 'onChange',
      defaultValues: initial,
    });
  const tripType = watch('tripType');
  const returnDate = watch('returnDate');
  const isRoundTrip = tripType === 'idaVuelta';

  const submit = handleSubmit((form) => {
    recentOrigins.remember(form.origin);
    recentDestinations.remember(form.destination);
    navigate(resultsPathFor(searchRequestOf(form)));
  });

  const swapAirports = () => {
    const { origin, destination } = getValues();
    setValue('origin', destination, { shouldDirty: true });
    setValue('destination', origin, { shouldDirty: true });
    void trigger(['origin', 'destination']);
  };

  return (
    <form className="flight-search-form" onSubmit={submit} noValidate aria-label="Buscar vuelos">
      <BookingForSelector />
      <fieldset className="trip-type">
        <legend className="visually-hidden">Tipo de viaje</legend>
        <Controller
          control={control}
          name="tripType"
          rules={{ deps: ['returnDate', 'departureDate'] }}
          render={({ field }) => (
            <>
              {TRIP_TYPES.map((type) => (
                <label key={type} className="trip-type__option">
                  <input
                    type="radio"
                    name={field.name}
                    value={type}
                    checked={field.value === type}
                    onChange={() => field.onChange(type)}
                  />
                  <span>{TRIP_TYPE_LABELS[type]}</span>
                </label>
              ))}
            </>
          )}
        />
      </fieldset>

      <div className="flight-search-form__airports">
        <AirportField
          control={control}
          name="origin"
          label="Origen"
          recentLabel="Orígenes recientes"
          recentCodes={recentOrigins.codes}
          names={names}
        />
        <button
          type="button"
          className="flight-search-form__swap"
          aria-label="Intercambiar origen y destino"
          onClick={swapAirports}
        >
          <IonIcon icon={swapVerticalOutline} aria-hidden="true" />
        </button>
        <AirportField
          control={control}
          name="destination"
          label="Destino"
          recentLabel="Destinos recientes"
          recentCodes={recentDestinations.codes}
          names={names}
        />
      </div>

      <div className="flight-search-form__grid">
        <Controller
          control={control}
          name="departureDate"
          rules={{ deps: ['returnDate'] }}
          render={({ field, fieldState }) => (
            <DateRangeField
              label={isRoundTrip ? 'Fechas del viaje' : 'Fecha del viaje'}
              startLabel="Fecha de ida"
              endLabel="Fecha de regreso"
              single={!isRoundTrip}
              value={{ start: field.value, end: isRoundTrip ? returnDate : '' }}
              onChange={({ start, end }) => {
                field.onChange(start);
                if (isRoundTrip) setValue('returnDate', end, { shouldDirty: true, shouldValidate: true });
              }}
              bounds={flightDateBounds(today)}
              error={fieldState.error?.message ?? formState.errors.returnDate?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="passengers"
          render={({ field, fieldState }) => (
            <GuestsSelector
              label="Pasajeros"
              title="Seleccionar Pasajeros"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="search-field">
          <label className="search-field__label" htmlFor={`${id}-cabin`}>
            Cabina
          </label>
          <Controller
            control={control}
            name="cabin"
            render={({ field }) => (
              <select
                id={`${id}-cabin`}
                className="native-control"
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {CABINS.map((cabin) => (
                  <option key={cabin} value={cabin}>
                    {CABIN_LABELS[cabin]}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
      </div>

      <div className="flight-search-form__extras">
        <Controller
          control={control}
          name="bags"
          render={({ field }) => (
            <>
              <CountStepper
                label="Equipaje de mano"
                hint="Por pasajero, hasta 10 kg"
                value={field.value.hand}
                canDecrease={field.value.hand > BAG_LIMITS.hand.min}
                canIncrease={field.value.hand < BAG_LIMITS.hand.max}
                onChange={(hand) => field.onChange({ ...field.value, hand })}
              />
              <CountStepper
                label="Maletas facturadas"
                hint="Por pasajero, hasta 23 kg cada una"
                value={field.value.hold}
                canDecrease={field.value.hold > BAG_LIMITS.hold.min}
                canIncrease={field.value.hold < BAG_LIMITS.hold.max}
                onChange={(hold) => field.onChange({ ...field.value, hold })}
              />
            </>
          )}
        />
        <CheckboxField control={control} name="nonStop">
          Solo vuelos directos
        </CheckboxField>
      </div>

      <SubmitButton
        label="Buscar vuelos"
        isDisabled={!formState.isValid}
        offlineNote={SEARCH_OFFLINE_NOTE}
        isBlock={false}
        className="flight-search-form__submit"
      />
    </form>
  );
}

interface AirportFieldProps {
  control: Control<FlightSearchFormValues>;
  name: 'origin' | 'destination';
  label: string;
  recentLabel: string;
  recentCodes: readonly string[];
  names: AirportNames | null;
}

/** An airport autocomplete with the traveller's recent choices for that end of the trip under it. */
function AirportField({ control, name, label, recentLabel, recentCodes, names }: AirportFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      // The origin re-checks the destination: the two must differ.
      rules={name === 'origin' ? { deps: ['destination'] } : undefined}
      render={({ field, fieldState }) => (
        <div>
          <AirportAutocomplete
            label={label}
            placeholder="Ciudad o código"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            error={fieldState.isDirty || fieldState.isTouched ? fieldState.error?.message : undefined}
          />
          <RecentAirports label={recentLabel} codes={recentCodes} names={names} onChoose={field.onChange} />
        </div>
      )}
    />
  );
}

interface RecentAirportsProps {
  label: string;
  codes: readonly string[];
  names: AirportNames | null;
  onChoose: (code: string) => void;
}

/** The last airports chosen in this field, one tap away. */
function RecentAirports({ label, codes, names, onChoose }: RecentAirportsProps) {
  if (codes.length === 0) return null;
  return (
    <fieldset className="recent-airports" aria-label={label}>
      <span className="recent-airports__label" aria-hidden="true">
        Recientes:
      </span>
      {codes.map((code) => {
        const city = names?.cityName(code);
        return (
          <button key={code} type="button" className="recent-airports__chip" onClick={() => onChoose(code)}>
            {city ? `${city} (${code})` : code}
          </button>
        );
      })}
    </fieldset>
  );
}
