import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import {
  criteriaFromForm,
  DEFAULT_GUESTS,
  defaultStayDates,
  findStayProblem,
  type GuestCount,
  type HotelSearchCriteria,
  hotelRoutes,
  STAY_PROBLEM_MESSAGES,
} from '@travesia/domain';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AirportAutocomplete } from '../../../components/airport-autocomplete';
import { GuestsSelector } from '../../../components/guests-selector/guests-selector';
import { useAuth } from '../../../lib/auth/auth-context';
import { StayDatesField } from './stay-dates-field';

/** Spec §5: destination required and at most 3 characters; both dates required and a searchable stay. */
const hotelSearchFormSchema = z
  .object({
    destination: z.string().trim().min(1, 'Elige un destino.').max(3, 'El destino es un código de 3 letras.'),
    stay: z.object({
      checkIn: z.string().min(1, 'La fecha de entrada es obligatoria.'),
      checkOut: z.string().min(1, 'La fecha de salida es obligatoria.'),
    }),
    guests: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  })
  .superRefine(({ stay }, context) => {
    const problem = stay.checkIn && stay.checkOut ? findStayProblem(stay) : null;
    if (problem)
      context.addIssue({ code: 'custom', path: ['stay'], message: STAY_PROBLEM_MESSAGES[problem] });
  });
type HotelSearchForm = z.infer<typeof hotelSearchFormSchema>;

/** Route criteria back into form values: adults first, the rest as children (infants never reach a route). */
function guestsFromCriteria(criteria: HotelSearchCriteria): GuestCount {
  const adults = Math.min(Math.max(criteria.adults, 1), 6);
  return { adults, children: Math.min(criteria.adults - adults, 4), infants: 0 };
}

interface HotelSearchBarProps {
  /** Prefill from the route on result screens; the empty form otherwise. */
  criteria?: HotelSearchCriteria;
}

/** Spec §2.4/§2.5: destination, dates, guests; 'Buscar' or 'Buscar tarifa corporativa'. */
export function HotelSearchBar({ criteria }: HotelSearchBarProps) {
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
        }
      : { destination: '', stay: defaultStayDates(), guests: DEFAULT_GUESTS },
  });

  const searchTo = (route: (criteria: HotelSearchCriteria) => string) =>
    handleSubmit(({ destination, stay, guests }) =>
      navigate(route(criteriaFromForm(destination, stay, guests))),
    );

  return (
    <form
      className="hotel-search-bar"
      onSubmit={searchTo(hotelRoutes.results)}
      noValidate
      aria-label="Buscar hoteles"
    >
      <div className="hotel-search-bar__fields">
        <Controller
          control={control}
          name="destination"
          render={({ field, fieldState }) => (
            <AirportAutocomplete
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
            <StayDatesField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="guests"
          render={({ field }) => <GuestsSelector value={field.value} onChange={field.onChange} />}
        />
      </div>
      <div className="hotel-search-bar__actions">
        <IonButton type="submit" disabled={!formState.isValid} className="hotel-search-bar__submit">
          Buscar
        </IonButton>
        <input type="submit" hidden tabIndex={-1} aria-hidden="true" disabled={!formState.isValid} />
        {isLoggedIn && (
          <IonButton
            fill="outline"
            disabled={!formState.isValid}
            onClick={searchTo(hotelRoutes.corporateResults)}
          >
            Buscar tarifa corporativa
          </IonButton>
        )}
      </div>
    </form>
  );
}
