import { describe, expect, it } from 'vitest';
import { delegationEndLabel } from './delegation-labels';
import {
  maskEmail,
  mayActForMember,
  type ScopeDelegationFacts,
  type TravellerMembership,
} from './delegation-scopes';

const gestor = { id: 9, companyId: 1 };
const carlos: TravellerMembership = { id: 4, companyId: 1, travelGroupId: 2, costCenterId: 5 };
const forCenter: ScopeDelegationFacts = {
  companyId: 1,
  delegateId: 9,
  kind: 'cost_center',
  scopeId: 5,
  right: 'book',
  endsOn: null,
  revokedAt: null,
};
const today = '2026-12-02';

describe('the gestor de viajes', () => {
  it('books for every member of the cost center or travel group', () => {
    expect(mayActForMember(gestor, carlos, [], [forCenter], today)).toBe(true);
    expect(
      mayActForMember(gestor, carlos, [], [{ ...forCenter, kind: 'travel_group', scopeId: 2 }], today),
    ).toBe(true);
  });

  it('stops covering someone who leaves the center, or who belongs to none', () => {
    expect(mayActForMember(gestor, { ...carlos, costCenterId: 6 }, [], [forCenter], today)).toBe(false);
    expect(mayActForMember(gestor, { ...carlos, costCenterId: null }, [], [forCenter], today)).toBe(false);
  });

  it('does not mistake a travel group for a cost center with the same id', () => {
    expect(
      mayActForMember(gestor, { ...carlos, travelGroupId: 5, costCenterId: null }, [], [forCenter], today),
    ).toBe(false);
  });

  it('refuses another company, another gestor, an ended or revoked scope', () => {
    expect(mayActForMember(gestor, { ...carlos, companyId: 2 }, [], [forCenter], today)).toBe(false);
    expect(mayActForMember(gestor, carlos, [], [{ ...forCenter, companyId: 2 }], today)).toBe(false);
    expect(mayActForMember(gestor, carlos, [], [{ ...forCenter, delegateId: 8 }], today)).toBe(false);
    expect(mayActForMember(gestor, carlos, [], [{ ...forCenter, endsOn: '2026-12-01' }], today)).toBe(false);
    expect(mayActForMember(gestor, carlos, [], [{ ...forCenter, revokedAt: new Date() }], today)).toBe(false);
  });

  it('lets only a "manage" scope see and cancel the trips', () => {
    expect(mayActForMember(gestor, carlos, [], [forCenter], today, 'manage')).toBe(false);
    expect(mayActForMember(gestor, carlos, [], [{ ...forCenter, right: 'manage' }], today, 'manage')).toBe(
      true,
    );
  });

  it('still honours a delegation between two people', () => {
    const personal = {
      companyId: 1,
      travellerId: 4,
      delegateId: 9,
      right: 'book' as const,
      endsOn: null,
      revokedAt: null,
    };
    expect(mayActForMember(gestor, { ...carlos, costCenterId: null }, [personal], [], today)).toBe(true);
    expect(mayActForMember(gestor, { ...carlos, id: 9 }, [], [], today)).toBe(true);
  });
});

describe('a colleague found by name', () => {
  it('shows only the start of the e-mail and its domain', () => {
    expect(maskEmail('laura.gomez@andesenergia.co')).toBe('la•••@andesenergia.co');
    expect(maskEmail('l@andesenergia.co')).toBe('l•••@andesenergia.co');
  });
});

describe('how a delegation reads', () => {
  it('says its last day, or that it has none', () => {
    expect(delegationEndLabel(null)).toBe('Sin fecha de fin');
    expect(delegationEndLabel('2026-12-31')).toMatch(/^Hasta el 31 .*dic.* 2026$/);
  });
});
