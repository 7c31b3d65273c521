import { useQuery } from '@tanstack/react-query';
import { bookableTravellersSchema, parseStored } from '@travesia/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { apiRequest } from '../api-client';
import { useAuth } from '../auth/auth-context';

/**
 * Whom the signed-in user is booking for (decision 069): chosen in «Reservando para» on the flight and hotel
 * search forms, kept in this tab's sessionStorage through search, results, checkout and confirmation (a reload
 * keeps it), and sent as `travellerId` with every read the checkout makes and with the booking. The server checks
 * the delegation each time; this only remembers the choice.
 */

export interface BookingForPerson {
  id: number;
  name: string;
  email: string;
}

const STORAGE_KEY = 'travesia-booking-for';
const storedChoiceSchema = z.object({
  /** Whose choice it is: another user signed in on this tab books for themself. */
  bookerNationalId: z.string(),
  traveller: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
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
 * The colleague being booked for, or null when the user books for themself; `choose(null)` goes back to oneself.
 */
export function useBookingFor(): {
  traveller: BookingForPerson | null;
  choose: (person: BookingForPerson | null) => void;
} {
  const { user } = useAuth();
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const stored = parseStored(raw, storedChoiceSchema);
  const traveller = stored && user && stored.bookerNationalId === user.nationalId ? stored.traveller : null;
  const choose = useCallback(
    (person: BookingForPerson | null) => {
      if (person && user) {
        sessionStorage.setItem(
          STORAGE_KEY,
          JSON.stringify({ bookerNationalId: user.nationalId, traveller: person }),
        );
      } else {
        sessionStorage.removeItem(STORAGE_KEY);
      }
      for (const listener of listeners) listener();
    },
    [user],
  );
  return { traveller, choose };
}

/** The query string of a checkout read for the traveller: `?travellerId=N`, or nothing for oneself. */
export function travellerQuery(travellerId: number | undefined): string {
  return travellerId === undefined ? '' : `?travellerId=${travellerId}`;
}
