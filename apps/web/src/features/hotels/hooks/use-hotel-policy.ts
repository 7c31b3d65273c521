import { isNationalTrip, isWithinPolicy, type PolicyRule } from '@travesia/domain';
import { useCallback } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { useBookingFor } from '../../../lib/booking-for/booking-for';
import { useHotelPolicyRules } from '../api/get-policy-rules';

export interface HotelPolicy {
  /**
   * Whether a price and category are within the policy, null while the rules are not loaded (or failed to
   * load: 'Política sin verificar'); the function is null for a visitor (no indicator).
   */
  check: ((pricePerNight: number, stars: number) => boolean | null) | null;
  /** The user's rules are still on their way. */
  isLoading: boolean;
}

/**
 * The signed-in user's own hotel policy for one stay (spec §5: hotels are checked on the price per
 * night; national when the destination is in the company's country). Unknown destination country:
 * national, the usual case for this product's travellers.
 */
export function useHotelPolicy(checkIn: string, destinationCountry: string | null | undefined): HotelPolicy {
  const { user, isLoggedIn } = useAuth();
  // Booking for a colleague, their rules apply (decision 069).
  const { traveller } = useBookingFor();
  const rulesQuery = useHotelPolicyRules(isLoggedIn ? user?.nationalId : undefined, traveller?.id);
  const rules: readonly PolicyRule[] | undefined = rulesQuery.data;
  const isNational = destinationCountry
    ? isNationalTrip(destinationCountry, user?.company.country ?? null)
    : true;
  const check = useCallback(
    (pricePerNight: number, stars: number) =>
      rules === undefined
        ? null
        : isWithinPolicy({ price: pricePerNight, startsAt: checkIn, rules, isNational, stars }),
    [checkIn, rules, isNational],
  );
  return { check: isLoggedIn && user ? check : null, isLoading: rulesQuery.isLoading };
}
