import {
  airlineLabel,
  type BookingStatus,
  CABIN_LABELS,
  corporateRateLabel,
  formatCop,
  formatDay,
  formatMoment,
  isNationalFlight,
  nightsText,
  PASSENGER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  partySummary,
  placeLabel,
  ROLE_LABELS,
  type Role,
} from '@travesia/domain';
import type { MailMessage } from '../mail/service';
import { bookingHeadline, flightDetailsOf, hotelDetailsOf } from './booking-view';
import type { BookingRow, TravellerRow } from './repository';

/**
 * The traveller's own e-mails about their trip: the itinerary once the agency emits it, and what ended and why when
 * it is cancelled or rejected. Pure: the caller writes them to the outbox in the change's transaction.
 */

/** Who ended a trip: null when the approval deadline's default did. */
export interface TripEndActor {
  id: number;
  name: string;
  role: Role;
}

const SIGNATURE = 'Equipo Travesía';

/** What the traveller is told a change did to their trip: the notification's title and the e-mail's subject. */
export const NOTICE_TITLES: Partial<Record<BookingStatus, string>> = {
  approved: 'Tu viaje fue aprobado',
  rejected: 'Tu viaje fue rechazado',
  emitted: 'Tu viaje fue emitido',
  cancelled: 'Reserva cancelada',
};

/** The booking's page in the app: the only link of the traveller's e-mails about it. */
export function tripAddress(appUrl: string, booking: BookingRow): string {
  return `${appUrl}/bookings/${booking.id}`;
}

function flightLines(booking: BookingRow, airlineNames: Readonly<Record<string, string>>): string[] {
  const { itinerary, passengers, fareFamily, extraLuggage } = flightDetailsOf(booking);
  const legs = itinerary.route.map((leg) => {
    const carrier = airlineNames[leg.airline] ? `${airlineNames[leg.airline]} ` : '';
    const operated =
      leg.operating_carrier && leg.operating_carrier !== leg.airline
        ? `, operado por ${airlineLabel(leg.operating_carrier, airlineNames)}`
        : '';
    return [
      `${leg.return === 1 ? 'Regreso' : 'Ida'}: ${carrier}${leg.airline} ${leg.flight_no}${operated}`,
      `${leg.cityFrom} (${leg.flyFrom}) → ${leg.cityTo} (${leg.flyTo})`,
      `Sale: ${formatMoment(leg.utc_departure)}`,
      `Llega: ${formatMoment(leg.utc_arrival)}`,
    ].join('\n');
  });
  const family = itinerary.fareFamilies.find((candidate) => candidate.code === fareFamily);
  const fare = [`Tarifa: ${family?.name ?? fareFamily}, cabina ${CABIN_LABELS[itinerary.cabin]}`];
  const extras = (family?.luggage ?? []).flatMap((option) => {
    const count = extraLuggage.filter((size) => size === option.size).length;
    return count === 0 ? [] : [count === 1 ? option.description : `${count} × ${option.description}`];
  });
  if (extras.length > 0) fare.push(`Equipaje adicional por pasajero: ${extras.join('; ')}`);
  return [
    ...legs,
    'Las horas de salida y llegada están en hora de Colombia.',
    [
      'Pasajeros:',
      ...passengers.map(
        (passenger) =>
          `${passenger.firstname} ${passenger.last_name} (${PASSENGER_TYPE_LABELS[passenger.type].toLowerCase()})`,
      ),
    ].join('\n'),
    fare.join('\n'),
  ];
}

function hotelLines(booking: BookingRow): string[] {
  const details = hotelDetailsOf(booking);
  const stay = [
    details.hotelName,
    placeLabel([details.address, details.city, details.country]),
    `Entrada: ${formatDay(details.checkIn)}`,
    `Salida: ${formatDay(details.checkOut)} (${nightsText(details.nights)})`,
    `Habitación: ${details.roomName}${details.rooms > 1 ? ` × ${details.rooms}` : ''}`,
    `Huéspedes: ${partySummary({ adults: details.adults, childAges: details.childAges, infants: details.infants })}`,
  ];
  if (details.corporateRateOf) stay.push(corporateRateLabel(details.corporateRateOf));
  return [stay.join('\n')];
}

/** The booked trip as a few blocks of lines: what the itinerary e-mail details and the cancellation names. */
function tripLines(booking: BookingRow, airlineNames: Readonly<Record<string, string>>): string[] {
  return booking.type === 'flight' ? flightLines(booking, airlineNames) : hotelLines(booking);
}

function referenceLines(booking: BookingRow): string {
  const supplier = booking.type === 'flight' ? 'Localizador de la aerolínea' : 'Confirmación del hotel';
  return [
    ...(booking.supplierLocator ? [`${supplier}: ${booking.supplierLocator}`] : []),
    `Localizador de Travesía: ${booking.locator}`,
  ].join('\n');
}

function paymentLines(booking: BookingRow): string {
  return [
    `Total: ${formatCop(booking.total)} COP`,
    `Medio de pago: ${PAYMENT_METHOD_LABELS[booking.paymentMethod]}`,
  ].join('\n');
}

function travelDocumentsNote(booking: BookingRow): string {
  if (booking.type === 'hotel') return 'Presenta tu documento de identidad en la recepción del hotel.';
  return isNationalFlight(flightDetailsOf(booking).itinerary)
    ? 'Lleva al aeropuerto el documento de identidad de cada pasajero.'
    : 'Lleva al aeropuerto el pasaporte vigente de cada pasajero y lo que pida el país de destino para entrar.';
}

/** The itinerary the traveller gets once the agency has emitted the trip with the airline or the hotel. */
export function itineraryMail(
  appUrl: string,
  booking: BookingRow,
  traveller: TravellerRow,
  airlineNames: Readonly<Record<string, string>>,
): MailMessage {
  const { title } = bookingHeadline(booking);
  const confirmed =
    booking.type === 'flight'
      ? 'Tu vuelo está emitido: la aerolínea confirmó los tiquetes. Este es tu itinerario.'
      : 'Tu hotel está confirmado. Estos son los datos de tu estadía.';
  return {
    to: traveller.email,
    subject: `Itinerario de tu viaje: ${title} (localizador ${booking.locator})`,
    text: [
      `Hola, ${traveller.firstName}:`,
      confirmed,
      referenceLines(booking),
      ...tripLines(booking, airlineNames),
      paymentLines(booking),
    ].join('\n\n'),
    actions: [{ label: 'Ver la reserva en Travesía', url: tripAddress(appUrl, booking) }],
    closing: [travelDocumentsNote(booking), SIGNATURE].join('\n\n'),
  };
}

function whoEnded(status: 'cancelled' | 'rejected', actor: TripEndActor | null, travellerId: number): string {
  if (status === 'rejected') {
    return actor
      ? `${actor.name}, quien aprueba tus viajes, rechazó la solicitud.`
      : 'Nadie la decidió antes del plazo de aprobación, y tu empresa rechaza las solicitudes que vencen sin decisión.';
  }
  if (!actor) return 'Se canceló en Travesía.';
  if (actor.id === travellerId) return 'La cancelaste tú en Travesía.';
  if (actor.role === 'operador') return `La canceló la agencia de viajes (${actor.name}).`;
  // Otherwise one of the company's administrators: nobody else may cancel someone's trip (decision 008).
  return `La canceló ${actor.name} (${ROLE_LABELS[actor.role].toLowerCase()} de Travesía en tu empresa).`;
}

/** What the traveller gets when their trip ends before it is travelled: what ended, who ended it and why. */
export function tripEndedMail(
  appUrl: string,
  booking: BookingRow,
  traveller: TravellerRow,
  ending: {
    status: 'cancelled' | 'rejected';
    actor: TripEndActor | null;
    comment: string | null;
    /** A cancellation's refund and loss (`cancellationRefundOf`), as the history records them. */
    refund?: string | null;
  },
  airlineNames: Readonly<Record<string, string>>,
): MailMessage {
  const { title } = bookingHeadline(booking);
  const isRejected = ending.status === 'rejected';
  const kind = booking.type === 'flight' ? 'vuelo' : 'hotel';
  const released =
    booking.type === 'flight' ? 'Los asientos quedaron liberados.' : 'La habitación quedó liberada.';
  const payroll = booking.paymentMethod === 'nomina' ? ' Se retiró del descuento por nómina.' : '';
  const quoteLabel = isRejected ? 'Motivo' : 'Comentario';
  return {
    to: traveller.email,
    subject: `${NOTICE_TITLES[ending.status]}: ${title} (localizador ${booking.locator})`,
    text: [
      `Hola, ${traveller.firstName}:`,
      `${isRejected ? `Tu solicitud de ${kind} fue rechazada` : `Tu reserva de ${kind} fue cancelada`}. ${whoEnded(ending.status, ending.actor, traveller.id)}`,
      referenceLines(booking),
      ...tripLines(booking, airlineNames),
      `${released}${payroll}`,
      ...(ending.refund ? [ending.refund] : []),
    ].join('\n\n'),
    quotes: ending.comment ? [{ label: quoteLabel, text: ending.comment }] : [],
    actions: [{ label: 'Ver la reserva en Travesía', url: tripAddress(appUrl, booking) }],
    closing: ['Si el viaje sigue siendo necesario, puedes reservarlo de nuevo en Travesía.', SIGNATURE].join(
      '\n\n',
    ),
  };
}
