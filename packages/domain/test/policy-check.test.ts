import { describe, expect, it } from 'vitest';
import { isNationalTrip, isWithinPolicy, type PolicyRule } from '../src';

const now = new Date('2026-11-22T12:00:00-05:00');
const national: PolicyRule = { type: 'NACIONAL', time_min: 5, price_max: 400_000 };
const international: PolicyRule = { type: 'INTERNACIONAL', time_min: 15, price_max: 2_000_000 };

describe('isWithinPolicy', () => {
  it('is within policy when there are no rules or none covers the trip', () => {
    expect(isWithinPolicy({ price: 9e9, startsAt: '2026-11-23', rules: null, isNational: true, now })).toBe(
      true,
    );
    expect(isWithinPolicy({ price: 9e9, startsAt: '2026-11-23', rules: [], isNational: true, now })).toBe(
      true,
    );
    expect(
      isWithinPolicy({ price: 9e9, startsAt: '2026-11-23', rules: [international], isNational: true, now }),
    ).toBe(true);
  });

  it('needs enough days ahead, rounded up, and a price at most the cap', () => {
    const rules = [national];
    // 2026-11-27 at midnight is 4.5 days away: rounded up to 5.
    expect(isWithinPolicy({ price: 400_000, startsAt: '2026-11-27', rules, isNational: true, now })).toBe(
      true,
    );
    expect(isWithinPolicy({ price: 400_001, startsAt: '2026-11-27', rules, isNational: true, now })).toBe(
      false,
    );
    expect(isWithinPolicy({ price: 100_000, startsAt: '2026-11-26', rules, isNational: true, now })).toBe(
      false,
    );
  });

  it('lets AMBOS cover both kinds of trip', () => {
    const rules: PolicyRule[] = [{ type: 'AMBOS', time_min: 0, price_max: 100 }];
    expect(isWithinPolicy({ price: 101, startsAt: '2027-01-10', rules, isNational: true, now })).toBe(false);
    expect(isWithinPolicy({ price: 101, startsAt: '2027-01-10', rules, isNational: false, now })).toBe(false);
  });

  it('puts a hotel above the rule’s star cap out of policy, and ignores the cap when either side is unknown', () => {
    const rules: PolicyRule[] = [{ type: 'NACIONAL', time_min: 0, price_max: 500_000, stars_max: 4 }];
    const stay = { price: 300_000, startsAt: '2026-12-10', rules, isNational: true, now };
    expect(isWithinPolicy({ ...stay, stars: 4 })).toBe(true);
    expect(isWithinPolicy({ ...stay, stars: 5 })).toBe(false);
    expect(isWithinPolicy(stay)).toBe(true);
    // A rule without a star cap takes any category.
    expect(isWithinPolicy({ ...stay, rules: [national], stars: 5 })).toBe(true);
  });

  it('takes the days as an absolute difference', () => {
    const rules: PolicyRule[] = [{ type: 'AMBOS', time_min: 2, price_max: 100 }];
    expect(isWithinPolicy({ price: 1, startsAt: '2026-11-19', rules, isNational: true, now })).toBe(true);
  });
});

describe('isNationalTrip', () => {
  it('compares countries ignoring accents and case', () => {
    expect(isNationalTrip('Colombia', 'colombia')).toBe(true);
    expect(isNationalTrip('Perú', 'Peru')).toBe(true);
    expect(isNationalTrip('Panamá', 'Colombia')).toBe(false);
    expect(isNationalTrip('Colombia', null)).toBe(false);
  });
});
