import { z } from 'zod';
import { startOfBogotaDay } from '../dates/calendar-dates';
import { normalizeSearchText } from '../intl/spanish-text';

export const POLICY_TYPES = ['NACIONAL', 'INTERNACIONAL', 'AMBOS'] as const;
export const policyTypeSchema = z.enum(POLICY_TYPES);

/** Spec §3 policy rule: which trips it covers, days of advance purchase, price cap in COP. */
export const policyRuleSchema = z.object({
  type: policyTypeSchema,
  time_min: z.number().int().min(0),
  price_max: z.number().int().min(0),
  /** Hotels only: the highest star category within policy; absent means any. */
  stars_max: z.number().int().min(1).max(5).optional(),
});
export type PolicyRule = z.infer<typeof policyRuleSchema>;

export const POLICY_STATUS_LABELS = {
  within: 'Dentro de la política',
  outside: 'Fuera de la política',
  /** The traveller's rules did not load: no verdict rather than a reassuring one. */
  unverified: 'Política sin verificar',
} as const;

export interface PolicyCheckInput {
  /** Hotels: price per night; flights: total fare. */
  price: number;
  /** Departure or check-in, `YYYY-MM-DD` (taken at midnight in Colombia) or an ISO instant. */
  startsAt: string;
  /** null or undefined: the company has no policies loaded. */
  rules: readonly PolicyRule[] | null | undefined;
  isNational: boolean;
  /** Hotels: the hotel's star category, checked against the rule's star cap when both are known. */
  stars?: number;
  now?: Date;
}

const DAY_MS = 86_400_000;

function startInstant(startsAt: string): number {
  return startsAt.length === 10 ? startOfBogotaDay(startsAt).getTime() : Date.parse(startsAt);
}

export function ruleCovers(rule: Pick<PolicyRule, 'type'>, isNational: boolean): boolean {
  return rule.type === 'AMBOS' || rule.type === (isNational ? 'NACIONAL' : 'INTERNACIONAL');
}

/**
 * Spec §5: with no rules, or none covering the trip (AMBOS covers both), the trip is within policy;
 * otherwise the first covering rule decides: enough days in advance (absolute, rounded up), a price
 * at most its cap and, for hotels with a star cap, a category at most that cap.
 */
export function isWithinPolicy({
  price,
  startsAt,
  rules,
  isNational,
  stars,
  now = new Date(),
}: PolicyCheckInput): boolean {
  const rule = rules?.find((candidate) => ruleCovers(candidate, isNational));
  if (!rule) return true;
  const daysAhead = daysAheadOf(startsAt, now);
  const isWithinStars = rule.stars_max === undefined || stars === undefined || stars <= rule.stars_max;
  return daysAhead >= rule.time_min && price <= rule.price_max && isWithinStars;
}

/** Whole days from now to the trip's start (absolute, rounded up), as the policy counts advance purchase. */
function daysAheadOf(startsAt: string, now: Date): number {
  return Math.ceil(Math.abs(startInstant(startsAt) - now.getTime()) / DAY_MS);
}

/**
 * Booked with fewer days ahead than the rule covering the trip asks for (the reports' 'short notice'), whatever
 * else the policy says; never when no rule covers the trip.
 */
export function isShortNotice({
  startsAt,
  rules,
  isNational,
  now = new Date(),
}: Pick<PolicyCheckInput, 'startsAt' | 'rules' | 'isNational' | 'now'>): boolean {
  const rule = rules?.find((candidate) => ruleCovers(candidate, isNational));
  return rule !== undefined && daysAheadOf(startsAt, now) < rule.time_min;
}

/** National when the destination is in the company's own country. */
export function isNationalTrip(destinationCountry: string, companyCountry: string | null): boolean {
  return (
    companyCountry !== null && normalizeSearchText(destinationCountry) === normalizeSearchText(companyCountry)
  );
}
