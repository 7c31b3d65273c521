import { describe, expect, it } from 'vitest';
import { isTripToKeepOffline, offlineTripsKey } from '../src/bookings/offline-trips';

const TODAY = '2026-12-03';

describe('isTripToKeepOffline', () => {
  it('keeps a live trip that ends today or later, or has no dates', () => {
    expect(isTripToKeepOffline({ status: 'emitted', startsOn: '2026-12-01', endsOn: TODAY }, TODAY)).toBe(
      true,
    );
    expect(isTripToKeepOffline({ status: 'approved', startsOn: '2026-12-10', endsOn: null }, TODAY)).toBe(
      true,
    );
    expect(isTripToKeepOffline({ status: 'pending_approval', startsOn: null, endsOn: null }, TODAY)).toBe(
      true,
    );
  });

  it('leaves out trips that are over, and rejected or cancelled bookings', () => {
    expect(
      isTripToKeepOffline({ status: 'emitted', startsOn: '2026-11-28', endsOn: '2026-12-02' }, TODAY),
    ).toBe(false);
    expect(isTripToKeepOffline({ status: 'cancelled', startsOn: '2026-12-10', endsOn: null }, TODAY)).toBe(
      false,
    );
    expect(isTripToKeepOffline({ status: 'rejected', startsOn: '2026-12-10', endsOn: null }, TODAY)).toBe(
      false,
    );
  });
});

describe('offlineTripsKey', () => {
  it('is one entry per user, whatever the case of the e-mail', () => {
    expect(offlineTripsKey(' Viajero@AndesEnergia.co')).toBe('trips:viajero@andesenergia.co');
    expect(offlineTripsKey('a@b.co')).not.toBe(offlineTripsKey('c@b.co'));
  });
});
