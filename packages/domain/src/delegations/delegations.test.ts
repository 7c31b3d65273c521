import { describe, expect, it } from 'vitest';
import { type DelegationFacts, isDelegationCurrent, mayActFor } from './delegations';

const marta = { id: 7, companyId: 1 };
const toLaura: DelegationFacts = {
  companyId: 1,
  travellerId: 3,
  delegateId: 7,
  right: 'book',
  endsOn: null,
  revokedAt: null,
};

describe('who may book for whom', () => {
  it('lets anyone book for themself, with no delegation', () => {
    expect(mayActFor(marta, 7, [], '2026-12-02')).toBe(true);
  });

  it('lets a delegate book for the person who delegated', () => {
    expect(mayActFor(marta, 3, [toLaura], '2026-12-02')).toBe(true);
  });

  it('refuses a person nobody delegated', () => {
    expect(mayActFor(marta, 4, [toLaura], '2026-12-02')).toBe(false);
  });

  it('refuses a delegation of another company, or given to someone else', () => {
    expect(mayActFor(marta, 3, [{ ...toLaura, companyId: 2 }], '2026-12-02')).toBe(false);
    expect(mayActFor(marta, 3, [{ ...toLaura, delegateId: 8 }], '2026-12-02')).toBe(false);
  });

  it('holds through its last day and not after', () => {
    const ending = { ...toLaura, endsOn: '2026-12-02' };
    expect(mayActFor(marta, 3, [ending], '2026-12-02')).toBe(true);
    expect(mayActFor(marta, 3, [ending], '2026-12-03')).toBe(false);
  });

  it('refuses a revoked delegation', () => {
    expect(isDelegationCurrent({ endsOn: null, revokedAt: new Date() }, '2026-12-02')).toBe(false);
    expect(mayActFor(marta, 3, [{ ...toLaura, revokedAt: new Date() }], '2026-12-02')).toBe(false);
  });

  it('lets only a "manage" delegation see and cancel the trips', () => {
    expect(mayActFor(marta, 3, [toLaura], '2026-12-02', 'manage')).toBe(false);
    expect(mayActFor(marta, 3, [{ ...toLaura, right: 'manage' }], '2026-12-02', 'manage')).toBe(true);
  });
});
