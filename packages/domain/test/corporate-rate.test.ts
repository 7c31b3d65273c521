import { describe, expect, it } from 'vitest';
import { corporateRateLabel, isCorporateHotelCode, isDuplicateStay, staysOverlap } from '../src';

describe('corporate rates', () => {
  it('tells corporate hotel codes from the supplier’s', () => {
    expect(isCorporateHotelCode('CORP-ANDES-BOG')).toBe(true);
    expect(isCorporateHotelCode('corp-1a2b3c4d')).toBe(true);
    expect(isCorporateHotelCode('BOG001')).toBe(false);
    expect(corporateRateLabel('Andes Energía')).toBe('Tarifa corporativa de Andes Energía');
  });

  it('counts stays that share a night as overlapping, not ones that only meet on a check-out day', () => {
    const stay = { checkIn: '2027-03-10', checkOut: '2027-03-13' };
    expect(staysOverlap(stay, { checkIn: '2027-03-12', checkOut: '2027-03-15' })).toBe(true);
    expect(staysOverlap(stay, { checkIn: '2027-03-11', checkOut: '2027-03-12' })).toBe(true);
    expect(staysOverlap(stay, { checkIn: '2027-03-13', checkOut: '2027-03-14' })).toBe(false);
    expect(staysOverlap(stay, { checkIn: '2027-03-08', checkOut: '2027-03-10' })).toBe(false);
  });

  it('finds a duplicate only in the same hotel and a booking still going ahead', () => {
    const stay = { hotelCode: 'CORP-A', checkIn: '2027-03-10', checkOut: '2027-03-13' };
    expect(isDuplicateStay(stay, { ...stay, status: 'pending_approval' })).toBe(true);
    expect(isDuplicateStay(stay, { ...stay, status: 'emitted' })).toBe(true);
    expect(isDuplicateStay(stay, { ...stay, status: 'cancelled' })).toBe(false);
    expect(isDuplicateStay(stay, { ...stay, status: 'rejected' })).toBe(false);
    expect(isDuplicateStay(stay, { ...stay, hotelCode: 'BOG001', status: 'approved' })).toBe(false);
  });
});
