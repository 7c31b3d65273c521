import type { AdminPolicy } from './policy-admin';
import { ruleCovers } from './policy-check';

/**
 * Which rule decides a trip: one audience (the whole company, or one travel group) holds at most
 * one active rule per kind covering a trip, so "Nacional e internacional" cannot sit beside "Nacional" or
 * "Internacional" of the same kind and audience. A group member's trip is decided by the group's rule, and by
 * the company-wide one where the group sets none.
 */

type PolicyScope = Pick<AdminPolicy, 'kind' | 'type' | 'group_id'>;

/** Whether two rules would both cover some trip: same kind and audience, and a trip type in common. */
export function policiesOverlap(first: PolicyScope, second: PolicyScope): boolean {
  return (
    first.kind === second.kind &&
    first.group_id === second.group_id &&
    (first.type === second.type || first.type === 'AMBOS' || second.type === 'AMBOS')
  );
}

/**
 * The active rule (other than the candidate itself) that an active candidate would overlap; the API refuses
 * such a rule, naming this one.
 */
export function findOverlappingPolicy<T extends PolicyScope & Pick<AdminPolicy, 'id' | 'is_active'>>(
  candidate: PolicyScope & { id?: number },
  policies: readonly T[],
): T | undefined {
  return policies.find(
    (policy) => policy.is_active && policy.id !== candidate.id && policiesOverlap(policy, candidate),
  );
}

export interface ApplyingPolicies {
  /** null: the whole company (and every traveller outside a group with rules of its own). */
  groupId: number | null;
  groupName: string | null;
  national: AdminPolicy | null;
  international: AdminPolicy | null;
}

const isNationalTrip = [true, false] as const;

/**
 * For one kind, the rule that decides a national and an international trip: for the whole company, and for each
 * group with active rules of that kind (its own first, then the company-wide ones for the trip types it does
 * not set), as the API checks bookings.
 */
export function applyingPolicies(
  policies: readonly AdminPolicy[],
  kind: AdminPolicy['kind'],
): ApplyingPolicies[] {
  const active = policies.filter((policy) => policy.kind === kind && policy.is_active);
  const companyWide = active.filter((policy) => policy.group_id === null);
  const groups = new Map<number, string | null>();
  for (const policy of active) if (policy.group_id !== null) groups.set(policy.group_id, policy.group_name);
  const decide = (ordered: AdminPolicy[], groupId: number | null, groupName: string | null) => {
    const [national, international] = isNationalTrip.map(
      (isNational) => ordered.find((policy) => ruleCovers(policy, isNational)) ?? null,
    );
    return { groupId, groupName, national: national ?? null, international: international ?? null };
  };
  return [
    decide(companyWide, null, null),
    ...[...groups].map(([groupId, groupName]) => {
      const own = active.filter((policy) => policy.group_id === groupId);
      const inherited = companyWide.filter((policy) => !own.some((rule) => rule.type === policy.type));
      return decide([...own, ...inherited], groupId, groupName);
    }),
  ];
}
