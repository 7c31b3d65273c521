import {
  departureDateOf,
  type FareFamily,
  type FlightResult,
  flightPolicyPrice,
  isNationalFlight,
  isWithinPolicy,
  type PolicyRule,
} from '@travesia/domain';
import { useCallback } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { useBookingFor } from '../../../lib/booking-for/booking-for';
import { useFlightPolicyRules } from '../api/get-flight-policy-rules';

export interface FlightPolicy {
  /**
   * Whether this itinerary sold in this fare family is within the policy, null while the rules are not loaded
   * (or failed to load: 'Política sin verificar'); the function is null for a visitor (no indicator).
   */
  check: ((result: FlightResult, family: FareFamily) => boolean | null) | null;
  /** The user's rules are still on their way. */
  isLoading: boolean;
}

/**
 * The signed-in user's own flight policy (spec §5): the traveller's own ticket in the chosen family,
 * the departure date of the first leg, and national when origin and destination share a country.
 */
export function useFlightPolicy(): FlightPolicy {
  const { user, isLoggedIn } = useAuth();
  // Booking for a colleague, their rules apply (decision 069).
  const { traveller } = useBookingFor();
  const rulesQuery = useFlightPolicyRules(isLoggedIn ? user?.nationalId : undefined, traveller?.id);
  const rules: readonly PolicyRule[] | undefined = rulesQuery.data;
  const check = useCallback(
    (result: FlightResult, family: FareFamily) =>
      rules === undefined
        ? null
        : isWithinPolicy({
            price: flightPolicyPrice(family),
            startsAt: departureDateOf(result),
            rules,
            isNational: isNationalFlight(result),
          }),
    [rules],
  );
  return { check: isLoggedIn && user ? check : null, isLoading: rulesQuery.isLoading };
}
