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
  type TravellerDetails,
  toIsoDate,
  type UserProfile,
} from '@travesia/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { LoadingPage } from '../../../components/loading-page';
import { PageLayout } from '../../../components/page-layout';
import { useAuth } from '../../../lib/auth/auth-context';
import { useBookingFor } from '../../../lib/booking-for/booking-for';
import { useProfile } from '../../../lib/profile/get-profile';
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
    // Never assumed: only the traveller's own, when their profile keeps it.
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
 * The traveller (the signed-in user, or the colleague they book for), with the sex, birth date and nationality
 * their profile keeps (when it answered).
 */
interface Traveller {
  documento: string;
  firstname: string;
  last_name: string;
  email: string;
  phone: string | null;
  details: TravellerDetails | undefined;
}

/**
 * Coming back to this step shows what was entered; otherwise the signed-in traveller is the first
 * passenger (the contact), as most trips booked here are the traveller's own. Booking for themselves
 * keeps what they type here in their profile (the API does, by their documento).
 */
function initialPassengers(
  slots: readonly PassengerType[],
  entered: readonly FlightPassenger[],
  traveller: Traveller | null,
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
    const { details } = traveller;
    return {
      ...passenger,
      documento: traveller.documento,
      firstname: traveller.firstname,
      last_name: traveller.last_name,
      gender: details?.gender ?? passenger.gender,
      birthDate: details?.birthDate ?? passenger.birthDate,
      nationality: details?.nationality ?? passenger.nationality,
      email: traveller.email,
      phone: formatPhone(traveller.phone),
    };
  });
}

/** Who flies first: the colleague booked for, from their profile, or the signed-in user. */
function travellerOf(
  user: StoredUser,
  profile: UserProfile | undefined,
  isForColleague: boolean,
): Traveller | null {
  if (isForColleague) {
    return profile
      ? {
          documento: profile.document.number,
          firstname: profile.firstname,
          last_name: profile.last_name,
          email: profile.email,
          phone: profile.phone,
          details: profile,
        }
      : null;
  }
  return {
    documento: user.nationalId,
    firstname: user.firstname,
    last_name: lastNameOf(user),
    email: user.email,
    phone: user.phone,
    details: profile,
  };
}

/** /booking-one (no guard, spec §2.2): who flies. */
export function BookingOnePage() {
  const booking = useFlightBooking();
  const { status, user, isLoggedIn } = useAuth();
  const { traveller: bookingFor } = useBookingFor();
  const profile = useProfile({ isEnabled: isLoggedIn, travellerId: bookingFor?.id });
  // The traveller's data prefills the form once: wait for a stored session and the profile first. A profile that
  // cannot be read only leaves its details for the traveller to type.
  if (status === 'restoring' || (isLoggedIn && profile.isPending)) return <LoadingPage />;
  const traveller = isLoggedIn && user ? travellerOf(user, profile.data, bookingFor !== null) : null;
  return (
    <PageLayout title={TITLE}>
      <h1>{TITLE}</h1>
      <BookingForBanner />
      {booking ? <BookingOneContent booking={booking} traveller={traveller} /> : <NoFlightNotice />}
    </PageLayout>
  );
}

function BookingOneContent({
  booking,
  traveller,
}: {
  booking: FlightBookingState;
  traveller: Traveller | null;
}) {
  const navigate = useNavigate();
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
