import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import {
  CHILD_AGES_MISSING_MESSAGE,
  criteriaFromForm,
  DEFAULT_GUESTS,
  defaultStayDates,
  findStayProblem,
  type GuestCount,
  type HotelSearchCriteria,
  hotelRoutes,
  partyOf,
  STAY_PROBLEM_MESSAGES,
  stayDateBounds,
} from '@travesia/domain';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AirportAutocomplete } from '../../../components/airport-autocomplete';
import { BookingForSelector } from '../../../components/booking-for/booking-for-selector';
import { DateRangeField } from '../../../components/date-range-field/date-range-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { GuestsSelector } from '../../../components/guests-selector/guests-selector';
import { OfflineNote, SEARCH_OFFLINE_NOTE } from '../../../components/offline-note/offline-note';
import { useAuth } from '../../../lib/auth/auth-context';
import { useIsOnline } from '../../../lib/offline/connection';

/** Spec §5: destination required and at most 3 characters; both dates required and a searchable stay. */
const hotelSearchFormSchema = z
  .object({
    destination: z.string().trim().min(1, 'Elige un destino.').max(3, 'El destino es un código de 3 letras.'),
    stay: z.object({
      checkIn: z.string().min(1, 'La fecha de entrada es obligatoria.'),
      checkOut: z.string().min(1, 'La fecha de salida es obligatoria.'),
    }),
    guests: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
    /** One per child, null until chosen: suppliers need each child's age. */
    childAges: z.array(z.number().nullable()),
  })
  .superRefine(({ stay, childAges }, context) => {
    const problem = stay.checkIn && stay.checkOut ? findStayProblem(stay) : null;
    if (problem)
      context.addIssue({ code: 'custom', path: ['stay'], message: STAY_PROBLEM_MESSAGES[problem] });
    if (childAges.includes(null))
      context.addIssue({ code: 'custom', path: ['childAges'], message: CHILD_AGES_MISSING_MESSAGE });
  });
type HotelSearchForm = z.infer<typeof hotelSearchFormSchema>;

/** Route criteria back into form values: the party the route carries. */
function guestsFromCriteria(criteria: HotelSearchCriteria): GuestCount {
  const party = partyOf(criteria);
  return { adults: party.adults, children: party.childAges.length, infants: party.infants };
}

interface HotelSearchBarProps {
  /** Prefill from the route on result screens; the empty form otherwise. */
  criteria?: HotelSearchCriteria;
}

/** Spec §2.4/§2.5: destination, dates, guests; 'Buscar' or 'Buscar tarifa corporativa'. */
export function HotelSearchBar({ criteria }: HotelSearchBarProps) {
  const isOnline = useIsOnline();
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  const { control, handleSubmit, formState } = useForm<HotelSearchForm>({
    resolver: zodResolver(hotelSearchFormSchema),
    mode: 'onChange',
    defaultValues: criteria
      ? {
          destination: criteria.destination,
          stay: { checkIn: criteria.checkIn, checkOut: criteria.checkOut },
          guests: guestsFromCriteria(criteria),
          childAges: criteria.childAges,
        }
      : { destination: '', stay: defaultStayDates(), guests: DEFAULT_GUESTS, childAges: [] },
  });

  const searchTo = (route: (criteria: HotelSearchCriteria) => string) =>
    handleSubmit(({ destination, stay, guests, childAges }) => {
      // The schema refused any unchosen age, so every entry is a number here.
      const party = { adults: guests.adults, childAges: childAges.map(Number), infants: guests.infants };
      navigate(route(criteriaFromForm(destination, stay, party)));
    });

  return (
    <form
      className="hotel-search-bar"
      onSubmit={searchTo(hotelRoutes.results)}
      noValidate
      aria-label="Buscar hoteles"
    >
      {isLoggedIn && <BookingForSelector />}
      <div className="hotel-search-bar__fields">
        <Controller
          control={control}
          name="destination"
          render={({ field, fieldState }) => (
            <AirportAutocomplete
              places="cities"
              label="Destino"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldState.isDirty || fieldState.isTouched ? fieldState.error?.message : undefined}
            />
          )}
        />
        <Controller
          control={control}
          name="stay"
          render={({ field, fieldState }) => (
            <DateRangeField
              label="Fechas de estadía"
              startLabel="Fecha de entrada"
              endLabel="Fecha de salida"
              value={{ start: field.value.checkIn, end: field.value.checkOut }}
              onChange={({ start, end }) => field.onChange({ checkIn: start, checkOut: end })}
              bounds={stayDateBounds()}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="guests"
          render={({ field }) => (
            <Controller
              control={control}
              name="childAges"
              render={({ field: ages, fieldState }) => (
                <GuestsSelector
                  value={field.value}
                  onChange={field.onChange}
                  childAges={ages.value}
                  onChildAgesChange={ages.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
        />
      </div>
      <OfflineNote>{SEARCH_OFFLINE_NOTE}</OfflineNote>
      <div className="hotel-search-bar__actions">
        <SubmitButton
          label="Buscar"
          isDisabled={!formState.isValid || !isOnline}
          isBlock={false}
          className="hotel-search-bar__submit"
        />
        {isLoggedIn && (
          <IonButton
            fill="outline"
            disabled={!formState.isValid || !isOnline}
            onClick={searchTo(hotelRoutes.corporateResults)}
          >
            Buscar tarifa corporativa
          </IonButton>
        )}
      </div>
    </form>
  );
}
