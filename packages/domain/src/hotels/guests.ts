import { countOf, NOUNS } from '../intl/spanish-text';

/** Spec §9: adults 1–6 (13+ years), children 0–4 (2–12 years), infants 0–2 (0–2 years). */
export const GUEST_LIMITS = {
  adults: { min: 1, max: 6 },
  children: { min: 0, max: 4 },
  infants: { min: 0, max: 2 },
} as const;

export type GuestKind = keyof typeof GUEST_LIMITS;
export interface GuestCount {
  adults: number;
  children: number;
  infants: number;
}

/** Spec §4: counts start at 1 adult, 0 children, 0 infants. */
export const DEFAULT_GUESTS: GuestCount = { adults: 1, children: 0, infants: 0 };

export function canIncrement(guests: GuestCount, kind: GuestKind): boolean {
  return guests[kind] < GUEST_LIMITS[kind].max;
}

export function canDecrement(guests: GuestCount, kind: GuestKind): boolean {
  return guests[kind] > GUEST_LIMITS[kind].min;
}

/** One press changes one count by one, only while the limit holds (spec §4). */
export function stepGuests(guests: GuestCount, kind: GuestKind, delta: 1 | -1): GuestCount {
  const allowed = delta === 1 ? canIncrement(guests, kind) : canDecrement(guests, kind);
  return allowed ? { ...guests, [kind]: guests[kind] + delta } : guests;
}

/** Spec §2.9: '{n} Adulto(s), {n} Niño(s), {n} Bebé(s)'; the default reads '1 Adulto'. */
export function guestSummary(guests: GuestCount): string {
  if (guests.adults === 1 && guests.children === 0 && guests.infants === 0) return '1 Adulto';
  return `${guests.adults} Adulto(s), ${guests.children} Niño(s), ${guests.infants} Bebé(s)`;
}

/**
 * Who travels, outside the guests selector (whose summary the spec spells): '1 adulto', '2 adultos, 1 niño,
 * 1 bebé'; children and infants only when there are some.
 */
export function travellersSummary(guests: GuestCount): string {
  return [
    countOf(guests.adults, NOUNS.adult),
    ...(guests.children > 0 ? [countOf(guests.children, NOUNS.child)] : []),
    ...(guests.infants > 0 ? [countOf(guests.infants, NOUNS.infant)] : []),
  ].join(', ');
}

export function isWithinGuestLimits(guests: GuestCount): boolean {
  return (Object.keys(GUEST_LIMITS) as GuestKind[]).every(
    (kind) =>
      Number.isInteger(guests[kind]) &&
      guests[kind] >= GUEST_LIMITS[kind].min &&
      guests[kind] <= GUEST_LIMITS[kind].max,
  );
}
