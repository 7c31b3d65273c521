import { FUTURE_BIRTH_DATE_MESSAGE, isFutureBirthDate } from '../fields/traveller-details';
import type { PassengerType } from './flight-booking';
import type { FlightPassenger } from './flight-booking-request';
import type { FlightPassengers } from './flight-search-request';

/** Whole years from `birthDate` to `date` (both YYYY-MM-DD); a 29 February birthday counts from 1 March. */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Spec §9: infants under 2, children 2–12, adults 13 and over. */
export function passengerTypeForAge(age: number): PassengerType {
  if (age < 2) return 'infant';
  if (age <= 12) return 'child';
  return 'adult';
}

const AGE_MESSAGES: Record<PassengerType, string> = {
  adult: 'Un adulto debe tener 13 años o más en la fecha del viaje.',
  child: 'Un niño debe tener entre 2 y 12 años en la fecha del viaje.',
  infant: 'Un bebé debe tener menos de 2 años en la fecha del viaje.',
};

/**
 * Airlines price by the age on the last flight (spec §9), so a child who turns 13 during the trip
 * already flies as an adult on the way back and must be booked as one.
 */
export function findPassengerProblem(
  passenger: Pick<FlightPassenger, 'type' | 'birthDate'>,
  lastFlightDate: string,
  today: string,
): string | null {
  if (isFutureBirthDate(passenger.birthDate, today)) return FUTURE_BIRTH_DATE_MESSAGE;
  const age = ageOn(passenger.birthDate, lastFlightDate);
  return passengerTypeForAge(age) === passenger.type ? null : AGE_MESSAGES[passenger.type];
}

export const TRAVEL_DOCUMENT_MESSAGES = {
  missing: 'Indica la fecha de vencimiento del documento: los vuelos internacionales la piden.',
  expiresFirst: 'El documento vence antes del último vuelo: viaja con uno vigente.',
} as const;

/**
 * International trips need each passenger's travel document valid on the last flight (airlines and Kiwi
 * ask its expiry); national trips need nothing more. Null when the passenger may fly.
 */
export function findTravelDocumentProblem(
  passenger: Pick<FlightPassenger, 'documentExpiry'>,
  isInternational: boolean,
  lastFlightDate: string,
): string | null {
  if (!isInternational) return null;
  if (!passenger.documentExpiry) return TRAVEL_DOCUMENT_MESSAGES.missing;
  return passenger.documentExpiry < lastFlightDate ? TRAVEL_DOCUMENT_MESSAGES.expiresFirst : null;
}

/** One form section per passenger: adults first (the first one is the contact), then children, infants. */
export function passengerSlots(passengers: FlightPassengers): PassengerType[] {
  return [
    ...Array<PassengerType>(passengers.adults).fill('adult'),
    ...Array<PassengerType>(passengers.children).fill('child'),
    ...Array<PassengerType>(passengers.infants).fill('infant'),
  ];
}

/** How many passengers of each type a passenger list holds. */
export function passengerCounts(passengers: readonly Pick<FlightPassenger, 'type'>[]): FlightPassengers {
  const count = (type: PassengerType) => passengers.filter((passenger) => passenger.type === type).length;
  return { adults: count('adult'), children: count('child'), infants: count('infant') };
}
