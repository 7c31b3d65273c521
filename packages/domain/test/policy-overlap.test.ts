import { describe, expect, it } from 'vitest';
import { type AdminPolicy, applyingPolicies, findOverlappingPolicy, policiesOverlap } from '../src';

const rule = (overrides: Partial<AdminPolicy>): AdminPolicy => ({
  id: 1,
  company_id: 1,
  kind: 'flight',
  type: 'NACIONAL',
  time_min: 3,
  price_max: 900_000,
  stars_max: null,
  group_id: null,
  group_name: null,
  is_active: true,
  ...overrides,
});

describe('overlapping policy rules', () => {
  it('overlap when one audience and kind would have two rules for some trip', () => {
    const both = { kind: 'flight', type: 'AMBOS', group_id: null } as const;
    expect(policiesOverlap(both, { kind: 'flight', type: 'NACIONAL', group_id: null })).toBe(true);
    expect(policiesOverlap(both, { kind: 'flight', type: 'INTERNACIONAL', group_id: null })).toBe(true);
    expect(policiesOverlap(both, { kind: 'hotel', type: 'NACIONAL', group_id: null })).toBe(false);
    expect(policiesOverlap(both, { kind: 'flight', type: 'NACIONAL', group_id: 4 })).toBe(false);
    expect(
      policiesOverlap(
        { kind: 'flight', type: 'NACIONAL', group_id: null },
        { kind: 'flight', type: 'INTERNACIONAL', group_id: null },
      ),
    ).toBe(false);
  });

  it('finds the active rule a new or edited one would overlap, never itself or an inactive one', () => {
    const national = rule({ id: 1 });
    const inactiveInternational = rule({ id: 2, type: 'INTERNACIONAL', is_active: false });
    const policies = [national, inactiveInternational];
    expect(findOverlappingPolicy({ kind: 'flight', type: 'AMBOS', group_id: null }, policies)).toBe(national);
    expect(findOverlappingPolicy({ id: 1, kind: 'flight', type: 'AMBOS', group_id: null }, policies)).toBe(
      undefined,
    );
    expect(
      findOverlappingPolicy({ kind: 'flight', type: 'INTERNACIONAL', group_id: null }, policies),
    ).toBeUndefined();
  });

  it('names the rule deciding each trip: a group’s own first, then the company’s', () => {
    const companyNational = rule({ id: 1 });
    const companyInternational = rule({ id: 2, type: 'INTERNACIONAL' });
    const groupBoth = rule({ id: 3, type: 'AMBOS', group_id: 4, group_name: 'Directivos' });
    const groupNational = rule({ id: 4, group_id: 5, group_name: 'Ventas' });
    const hotel = rule({ id: 5, kind: 'hotel', type: 'AMBOS' });
    const [company, directivos, ventas] = applyingPolicies(
      [
        companyNational,
        companyInternational,
        groupBoth,
        groupNational,
        hotel,
        rule({ id: 6, is_active: false }),
      ],
      'flight',
    );
    expect(company).toMatchObject({
      groupId: null,
      national: companyNational,
      international: companyInternational,
    });
    expect(directivos).toMatchObject({
      groupName: 'Directivos',
      national: groupBoth,
      international: groupBoth,
    });
    expect(ventas).toMatchObject({
      groupName: 'Ventas',
      national: groupNational,
      international: companyInternational,
    });
    expect(applyingPolicies([], 'hotel')).toEqual([
      { groupId: null, groupName: null, national: null, international: null },
    ]);
  });
});
