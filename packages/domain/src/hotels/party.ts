import { countOf, NOUNS } from '../intl/spanish-text';
import { GUEST_LIMITS } from './guests';

/**
 * Who sleeps in the room: adults, each child's age (suppliers price and place children by age) and infants,
 * who share a bed and so never count against a room's capacity (spec §2.4).
 */
export interface HotelParty {
  adults: number;
  childAges: number[];
  infants: number;
}

/** Spec §9: children are 2 to 12 years old; younger ones are infants, older ones adults. */
export const CHILD_AGE = { min: 2, max: 12 } as const;

export const CHILD_AGES: readonly number[] = Array.from(
  { length: CHILD_AGE.max - CHILD_AGE.min + 1 },
  (_, index) => CHILD_AGE.min + index,
);

export const CHILD_AGES_MISSING_MESSAGE = 'Indica la edad de cada niño.';

export function isChildAge(age: number): boolean {
  return Number.isInteger(age) && age >= CHILD_AGE.min && age <= CHILD_AGE.max;
}

/** The people a room must hold: adults and children; infants share a bed. */
export function partySize(party: Pick<HotelParty, 'adults' | 'childAges'>): number {
  return party.adults + party.childAges.length;
}

/**
 * Whether a room type of `capacity` holds its share of the party when `rooms` rooms are booked: guests are
 * spread as evenly as possible, so the fullest room carries the rounded-up share of adults and of children.
 */
export function roomHoldsParty(
  capacity: number,
  rooms: number,
  party: Pick<HotelParty, 'adults' | 'childAges'>,
): boolean {
  const perRoom = Math.ceil(party.adults / rooms) + Math.ceil(party.childAges.length / rooms);
  return perRoom <= capacity;
}

/** '1 adulto', '2 adultos, 1 niño (5 años)', '2 adultos, 2 niños (5 y 8 años), 1 bebé'. */
export function partySummary(party: HotelParty): string {
  const parts = [countOf(party.adults, NOUNS.adult)];
  const ages = party.childAges;
  if (ages.length > 0) {
    const children = countOf(ages.length, NOUNS.child);
    const agesText =
      ages.length === 1 ? `${ages[0]} años` : `${ages.slice(0, -1).join(', ')} y ${ages.at(-1)} años`;
    parts.push(`${children} (${agesText})`);
  }
  if (party.infants > 0) parts.push(countOf(party.infants, NOUNS.infant));
  return parts.join(', ');
}

/** Why a room that exists cannot be booked for this party: it holds fewer people than are travelling. */
export function roomTooSmallText(capacity: number, party: Pick<HotelParty, 'adults' | 'childAges'>): string {
  const size = partySize(party);
  const holds = countOf(capacity, NOUNS.person);
  return `Esta habitación es para hasta ${holds} y tu grupo es de ${size}. Elige una habitación más grande.`;
}

const AGES_PARAM = 'edadesNinos';
const INFANTS_PARAM = 'bebes';

/**
 * The route keeps the spec's guest total (adults + children) in its path; the children's ages and the
 * infants travel in the query, so links from before keep working (as a party of adults).
 */
export function partyQuery(party: Pick<HotelParty, 'childAges' | 'infants'>): string {
  const params: string[] = [];
  if (party.childAges.length > 0) params.push(`${AGES_PARAM}=${party.childAges.join(',')}`);
  if (party.infants > 0) params.push(`${INFANTS_PARAM}=${party.infants}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

/** The value of `name` in a query string such as '?a=1&b=2' (the domain has no URL API of its own). */
function queryValue(search: string, name: string): string | undefined {
  const pair = search
    .replace(/^\?/, '')
    .split('&')
    .find((part) => part.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/**
 * The party of a route: its guest total and the query of `partyQuery`. Anything that does not make a valid
 * party (ages out of range, more children than the total allows) is read as adults only, never an error page.
 */
export function partyFromRoute(guestTotal: number, search: string): HotelParty {
  const infants = Number(queryValue(search, INFANTS_PARAM) ?? '0');
  const validInfants =
    Number.isInteger(infants) && infants >= 0 && infants <= GUEST_LIMITS.infants.max ? infants : 0;
  const agesText = queryValue(search, AGES_PARAM);
  const ages = agesText ? agesText.split(',').map(Number) : [];
  const agesFit =
    ages.every(isChildAge) &&
    ages.length <= GUEST_LIMITS.children.max &&
    guestTotal - ages.length >= GUEST_LIMITS.adults.min;
  const childAges = agesFit ? ages : [];
  return { adults: guestTotal - childAges.length, childAges, infants: validInfants };
}
