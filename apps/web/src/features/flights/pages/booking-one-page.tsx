import '../../../components/card/card.css';
import '../flights.css';
import '../components/flight-booking.css';
import {
  type DocumentType,
  type FlightPassenger,
  formatPhone,
  isNationalFlight,
  lastFlightDateOf,
  lastNameOf,
  type PassengerType,
  passengerSlots,
  type StoredUser,
  toIsoDate,
} from '@travesia/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingPage } from '../../../components/loading-page';
import { PageLayout } from '../../../components/page-layout';
import { useAuth } from '../../../lib/auth/auth-context';
import { ItinerarySummary } from '../components/itinerary-summary';
import { NoFlightNotice } from '../components/no-flight-notice';
import { type PassengerFormValues, PassengersForm } from '../components/passenger-form';
import {
  draftKeysOf,
  type FlightBookingState,
  flightBookingStore,
  useFlightBooking,
} from '../state/flight-booking-store';

const TITLE = 'Datos de los pasajeros';

/** The document a Colombian traveller of each age usually carries. */
const DEFAULT_DOCUMENT: Record<PassengerType, DocumentType> = { adult: 'CC', child: 'TI', infant: 'RC' };
const DEFAULT_NATIONALITY = 'CO';

function blankPassenger(type: PassengerType): PassengerFormValues {
  return {
    type,
    documentType: DEFAULT_DOCUMENT[type],
    documento: '',
    firstname: '',
    last_name: '',
    // Never assumed: the traveller's profile does not hold it either, so every passenger chooses it.
    gender: '',
    birthDate: '',
    documentExpiry: '',
    documentCountry: '',
    nationality: DEFAULT_NATIONALITY,
    email: '',
    phone: '',
  };
}

/**
 * Coming back to this step shows what was entered; otherwise the signed-in traveller is the first
 * passenger (the contact), as most trips booked here are the traveller's own.
 */
function initialPassengers(
  slots: readonly PassengerType[],
  entered: readonly FlightPassenger[],
  traveller: StoredUser | null,
): PassengerFormValues[] {
  const isSameParty =
    entered.length === slots.length && entered.every((passenger, index) => passenger.type === slots[index]);
  if (isSameParty) {
    return entered.map((passenger) => ({
      ...passenger,
      documentExpiry: passenger.documentExpiry ?? '',
      documentCountry: passenger.documentCountry ?? '',
      email: passenger.email ?? '',
      phone: formatPhone(passenger.phone),
    }));
  }
  return slots.map((type, index) => {
    const passenger = blankPassenger(type);
    if (index > 0 || !traveller) return passenger;
    return {
      ...passenger,
      documento: traveller.nationalId,
      firstname: traveller.firstname,
      last_name: lastNameOf(traveller),
      email: traveller.email,
      phone: formatPhone(traveller.phone),
    };
  });
}

/** /booking-one (no guard, spec §2.2): who flies. */
export function BookingOnePage() {
  const booking = useFlightBooking();
  const { status } = useAuth();
  // The traveller's data prefills the form once; wait for a stored session to be restored first.
  if (status === 'restoring') return <LoadingPage />;
  return (
    <PageLayout title={TITLE}>
      <h1>{TITLE}</h1>
      {booking ? <BookingOneContent booking={booking} /> : <NoFlightNotice />}
    </PageLayout>
  );
}

function BookingOneContent({ booking }: { booking: FlightBookingState }) {
  const navigate = useNavigate();
  const { user, isLoggedIn } = useAuth();
  const traveller = isLoggedIn ? user : null;
  const { itinerary, search, passengers } = booking;
  const defaultValues = useMemo(
    () => initialPassengers(passengerSlots(search.passengers), passengers, traveller),
    [search.passengers, passengers, traveller],
  );

  const savePassengers = (entered: FlightPassenger[]) => {
    flightBookingStore.update({ passengers: entered });
    navigate('/booking-two');
  };

  return (
    <div className="flight-booking-layout">
      <div className="flight-booking-layout__main">
        <PassengersForm
          // A different flight or party starts a fresh form.
          key={`${itinerary.booking_token}:${defaultValues.length}`}
          defaultValues={defaultValues}
          lastFlightDate={lastFlightDateOf(itinerary)}
          isInternational={!isNationalFlight(itinerary)}
          today={toIsoDate(new Date())}
          draftKey={draftKeysOf(booking).passengers}
          onSubmit={savePassengers}
        />
      </div>
      <aside className="card flight-booking-layout__aside flight-panel" aria-label="Tu vuelo">
        <ItinerarySummary itinerary={itinerary} />
      </aside>
    </div>
  );
}
