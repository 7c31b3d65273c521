import '../../../components/card/card.css';
import '../hotels.css';
import { useQueryClient } from '@tanstack/react-query';
import {
  corporateRateLabel,
  DEFAULT_STARS,
  formatCop,
  formatPhone,
  hotelRoutes,
  isConfirmableBookingWarning,
  lastNameOf,
  nightsLabel,
  partyOf,
  partySummary,
  starsOf,
} from '@travesia/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { PolicyStatus } from '../../../components/policy-status/policy-status';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useBookingFor } from '../../../lib/booking-for/booking-for';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';
import { forgetCostCenters, useCostCenters } from '../../../lib/cost-centers/get-cost-centers';
import { clearDraft } from '../../../lib/form-draft/form-draft';
import { useProfile } from '../../../lib/profile/get-profile';
import { useCreateHotelBooking } from '../api/create-hotel-booking';
import { useHotelDetail } from '../api/get-hotel-detail';
import { formatStayDate } from '../components/format-stay-date';
import {
  type GuestPrefill,
  type HotelCheckoutForm,
  HotelCheckoutFormView,
} from '../components/hotel-checkout-form';
import { useHotelPolicy } from '../hooks/use-hotel-policy';
import { useSearchCriteria } from '../hooks/use-search-criteria';

/** /hotels/checkout/:hotelCode/:destination/:checkIn/:checkOut/:rooms/:adults/:roomCode (auth guard). */
export function HotelCheckoutPage() {
  const { hotelCode = '', roomCode = '' } = useParams();
  const criteria = useSearchCriteria();
  const { user } = useAuth();
  const detail = useHotelDetail(hotelCode, criteria);
  // Booking for a colleague (decision 069): their cost centers, policy, payment options and guest details.
  const { traveller, trip, leaveTrip } = useBookingFor();
  const travellerProfile = useProfile({ isEnabled: traveller !== null, travellerId: traveller?.id });
  const costCenters = useCostCenters(traveller?.id);
  const policy = useHotelPolicy(criteria.checkIn, detail.data?.country);
  // One key per visit to this screen: a double click or a retry can only ever create one booking.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const booking = useCreateHotelBooking(idempotencyKey);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The same hotel for these nights, or another trip of the traveller's at the same time: booked once confirmed.
  const isDuplicate = booking.error instanceof ApiError && isConfirmableBookingWarning(booking.error.code);
  // The last form sent, so the traveller can confirm the duplicate without typing it again.
  const [lastValues, setLastValues] = useState<HotelCheckoutForm | null>(null);
  // One draft per room and stay: a reload keeps what was typed, another room starts afresh.
  const draftKey = `hotel:${hotelCode}:${roomCode}:${criteria.checkIn}:${criteria.checkOut}:${traveller?.id ?? 'self'}`;
  const guest: GuestPrefill | null = traveller
    ? travellerProfile.data
      ? {
          firstname: travellerProfile.data.firstname,
          last_name: travellerProfile.data.last_name,
          documento: travellerProfile.data.document.number,
          email: travellerProfile.data.email,
          phone: formatPhone(travellerProfile.data.phone),
        }
      : null
    : user
      ? {
          firstname: user.firstname,
          last_name: lastNameOf(user),
          documento: user.nationalId,
          email: user.email,
          phone: formatPhone(user.phone),
        }
      : null;

  const hotel = detail.data;
  const room = hotel?.rooms.find((candidate) => candidate.code === roomCode);
  const policyVerdict =
    room && policy.check ? policy.check(room.pricePerNight, hotel ? starsOf(hotel) : DEFAULT_STARS) : null;
  // Unverified rules ask for no reason here: the server checks the policy again and asks for one if needed.
  const isOutOfPolicy = policyVerdict === false;

  const submit = (values: HotelCheckoutForm, confirmDuplicate = false) => {
    if (!hotel || !room) return;
    setLastValues(values);
    const { firstname, last_name, documento, email, phone, ...payment } = values;
    const onSuccess = (created: { id: string }) => {
      clearDraft(draftKey);
      leaveTrip();
      forgetCostCenters(queryClient);
      queryClient.setQueryData(BOOKING_QUERY_KEYS.detail(created.id), created);
      // The confirmation has its own address, so a reload keeps it and the checkout is not revisited.
      navigate(hotelRoutes.confirmation(created.id), { replace: true });
    };
    booking.mutate(
      {
        hotelCode: hotel.code,
        roomCode: room.code,
        checkIn: criteria.checkIn,
        checkOut: criteria.checkOut,
        rooms: criteria.rooms,
        ...partyOf(criteria),
        guest: { firstname, last_name, documento, email, phone },
        ...payment,
        expectedTotal: room.total,
        ...(confirmDuplicate ? { confirmDuplicate } : {}),
        ...(traveller ? { travellerId: traveller.id } : {}),
        ...(trip ? { tripOf: trip.bookingId } : {}),
      },
      { onSuccess },
    );
  };

  return (
    <PageLayout title="Reserva de hotel">
      <h1>Reserva de hotel</h1>
      <BookingForBanner />
      {(detail.isPending ||
        costCenters.isPending ||
        policy.isLoading ||
        (traveller && travellerProfile.isPending)) && <LoadingState text="Cargando reserva..." />}
      {detail.isError && <FormAlert tone="error">{getErrorMessage(detail.error)}</FormAlert>}
      {costCenters.isError && <FormAlert tone="error">{getErrorMessage(costCenters.error)}</FormAlert>}
      {travellerProfile.isError && (
        <FormAlert tone="error">{getErrorMessage(travellerProfile.error)}</FormAlert>
      )}
      {hotel && !room && (
        <>
          <FormAlert tone="error">La habitación ya no está disponible para esas fechas.</FormAlert>
          <Link to={hotelRoutes.detail(hotel.code, criteria)}>Ver otras habitaciones</Link>
        </>
      )}
      {hotel && room && guest && costCenters.data && !policy.isLoading && (
        <div className="checkout-layout">
          <section className="card checkout-summary" aria-labelledby="checkout-summary-title">
            <h2 id="checkout-summary-title">Resumen</h2>
            <dl className="booking-facts">
              <dt>Hotel</dt>
              <dd>{hotel.name}</dd>
              {hotel.corporateRateOf && (
                <>
                  <dt>Tarifa</dt>
                  <dd>{corporateRateLabel(hotel.corporateRateOf)}</dd>
                </>
              )}
              <dt>Habitación</dt>
              <dd>
                {room.name} · {room.boardLabel}
              </dd>
              <dt>Fechas</dt>
              <dd>
                {formatStayDate(criteria.checkIn)} – {formatStayDate(criteria.checkOut)}
              </dd>
              <dt>Huéspedes</dt>
              <dd>{partySummary(partyOf(criteria))}</dd>
              <dt>Precio por noche</dt>
              <dd>{formatCop(room.pricePerNight)}</dd>
              <dt>Total</dt>
              <dd>
                <strong>{formatCop(room.total)}</strong> {nightsLabel(room.nights)}
              </dd>
            </dl>
            <p className="checkout-summary__cancellation">{room.cancellationPolicy}</p>
            {policy.check && <PolicyStatus isWithin={policyVerdict} />}
          </section>
          <HotelCheckoutFormView
            key={String(isOutOfPolicy)}
            guest={guest}
            costCenters={costCenters.data}
            isOutOfPolicy={isOutOfPolicy}
            isPending={booking.isPending}
            feedback={
              isDuplicate && lastValues ? (
                <div className="checkout-duplicate">
                  <FormAlert tone="error">{getErrorMessage(booking.error)}</FormAlert>
                  <button type="button" className="button-link" onClick={() => submit(lastValues, true)}>
                    Reservar de todos modos
                  </button>
                </div>
              ) : booking.isError ? (
                <FormAlert tone="error">{getErrorMessage(booking.error)}</FormAlert>
              ) : null
            }
            attempt={booking.error}
            draftKey={draftKey}
            onSubmit={submit}
          />
        </div>
      )}
    </PageLayout>
  );
}
