import { isNationalTrip, isWithinPolicy, type PolicyRule } from '@travesia/domain';
import { useCallback } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { useHotelPolicyRules } from '../api/get-policy-rules';

const NO_RULES: readonly PolicyRule[] = [];

export interface HotelPolicy {
  /** null: no indicator (a visitor has no policies). */
  check: ((pricePerNight: number, stars: number) => boolean) | null;
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
  const rulesQuery = useHotelPolicyRules(isLoggedIn ? user?.nationalId : undefined);
  const rules = rulesQuery.data ?? NO_RULES;
  const isNational = destinationCountry
    ? isNationalTrip(destinationCountry, user?.company.country ?? null)
    : true;
  const check = useCallback(
    (pricePerNight: number, stars: number) =>
      isWithinPolicy({ price: pricePerNight, startsAt: checkIn, rules, isNational, stars }),
    [checkIn, rules, isNational],
  );
  return { check: isLoggedIn && user ? check : null, isLoading: rulesQuery.isLoading };
}
