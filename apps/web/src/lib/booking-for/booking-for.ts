import { useQuery } from '@tanstack/react-query';
import { bookableTravellersSchema, parseStored } from '@travesia/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { apiRequest } from '../api-client';
import { useAuth } from '../auth/auth-context';

/**
 * Whom the signed-in user is booking for (decision 069), and the trip the booking joins (decision 075): chosen in
 * «Reservando para» on the flight and hotel search forms, or by «Agregar hotel a este viaje» on a booking, kept in
 * this tab's sessionStorage through search, results, checkout and confirmation (a reload keeps it), and sent as
 * `travellerId` and `tripOf` with the booking. The server checks the delegation and the trip each time; this only
 * remembers the choice.
 */

export interface BookingForPerson {
  id: number;
  name: string;
  email: string;
}

/** The trip the next booking joins: the booking it was added from, and the trip's name for the banner. */
export interface JoinedTrip {
  bookingId: string;
  name: string;
}

const STORAGE_KEY = 'travesia-booking-for';
const storedChoiceSchema = z.object({
  /** Whose choice it is: another user signed in on this tab books for themself. */
  bookerNationalId: z.string(),
  /** null: the user books for themself. */
  traveller: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  trip: z.object({ bookingId: z.string(), name: z.string() }).nullable().default(null),
});

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const readRaw = () => sessionStorage.getItem(STORAGE_KEY);

/** GET /api/delegations/bookable-travellers: the signed-in user first, then the people they may book for. */
export function useBookableTravellers() {
  const { isLoggedIn, user } = useAuth();
  return useQuery({
    queryKey: ['delegations', 'bookable-travellers', user?.nationalId ?? ''],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/delegations/bookable-travellers', bookableTravellersSchema, { signal })).data,
    enabled: isLoggedIn,
    staleTime: 5 * 60_000,
  });
}

/**
 * The colleague being booked for (null when the user books for themself) and the trip the booking joins (null: a
 * trip of its own). `choose` picks another traveller, which leaves the trip (a trip is one traveller's); `joinTrip`
 * sets both; `leaveTrip` keeps the traveller.
 */
export function useBookingFor(): {
  traveller: BookingForPerson | null;
  trip: JoinedTrip | null;
  choose: (person: BookingForPerson | null) => void;
  joinTrip: (trip: JoinedTrip, person: BookingForPerson | null) => void;
  leaveTrip: () => void;
} {
  const { user } = useAuth();
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const parsed = parseStored(raw, storedChoiceSchema);
  const stored = parsed && user && parsed.bookerNationalId === user.nationalId ? parsed : null;
  const traveller = stored?.traveller ?? null;
  const trip = stored?.trip ?? null;
  const save = useCallback(
    (person: BookingForPerson | null, joined: JoinedTrip | null) => {
      if (user && (person || joined)) {
        sessionStorage.setItem(
          STORAGE_KEY,
          JSON.stringify({ bookerNationalId: user.nationalId, traveller: person, trip: joined }),
        );
      } else {
        sessionStorage.removeItem(STORAGE_KEY);
      }
      for (const listener of listeners) listener();
    },
    [user],
  );
  const choose = useCallback((person: BookingForPerson | null) => save(person, null), [save]);
  const joinTrip = useCallback(
    (joined: JoinedTrip, person: BookingForPerson | null) => save(person, joined),
    [save],
  );
  const leaveTrip = useCallback(() => save(traveller, null), [save, traveller]);
  return { traveller, trip, choose, joinTrip, leaveTrip };
}

/** The query string of a checkout read for the traveller: `?travellerId=N`, or nothing for oneself. */
export function travellerQuery(travellerId: number | undefined): string {
  return travellerId === undefined ? '' : `?travellerId=${travellerId}`;
}

/**
 * Whether the signed-in user may book for a booking's traveller: themself, or a colleague «Reservando para» offers
 * them. Decides what the screens offer; the server checks the delegation anyway.
 */
export function useMayBookFor(traveller: { id: number; documento: string }): {
  mayBook: boolean;
  isSelf: boolean;
} {
  const { user } = useAuth();
  const bookable = useBookableTravellers();
  const isSelf = user !== null && traveller.documento === user.nationalId;
  const [, ...others] = bookable.data ?? [];
  return { mayBook: isSelf || others.some((person) => person.id === traveller.id), isSelf };
}
