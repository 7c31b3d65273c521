import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAllTrips, isTripQuery, restoreTrips, saveTrips } from './trip-storage';

const device = vi.hoisted(() => new Map<string, unknown>());

vi.mock('idb-keyval', () => ({
  createStore: () => 'trips-store',
  get: async (key: string) => structuredClone(device.get(key)),
  set: async (key: string, value: unknown) => void device.set(key, structuredClone(value)),
  del: async (key: string) => void device.delete(key),
  keys: async () => [...device.keys()],
  clear: async () => device.clear(),
}));

const OWN_LIST = ['bookings', { kind: 'own', documento: '1020304050' }, { page: 1 }];
const COMPANY_LIST = ['bookings', { kind: 'company', companyId: 1 }, { page: 1 }];

afterEach(() => device.clear());

describe('isTripQuery', () => {
  it('keeps Mis Reservas and each booking (with its calendar file), never a company list or anything else', () => {
    expect(isTripQuery({ queryKey: OWN_LIST })).toBe(true);
    expect(isTripQuery({ queryKey: ['booking', '42'] })).toBe(true);
    expect(isTripQuery({ queryKey: ['booking', '42', 'calendar'] })).toBe(true);
    expect(isTripQuery({ queryKey: COMPANY_LIST })).toBe(false);
    expect(isTripQuery({ queryKey: ['approvals'] })).toBe(false);
  });
});

describe('trip storage', () => {
  it('gives a new session the trips kept for that user, with the time of the last sync', async () => {
    const online = new QueryClient();
    online.setQueryData(OWN_LIST, { data: [{ id: '42', locator: 'ABC123' }] }, { updatedAt: 1_000 });
    online.setQueryData(['booking', '42'], { id: '42', locator: 'ABC123' }, { updatedAt: 2_000 });
    online.setQueryData(COMPANY_LIST, { data: [] });
    online.setQueryData(['approvals'], []);
    expect(await saveTrips(online, 'viajero@andesenergia.co')).toBe(2_000);

    const offline = new QueryClient();
    expect(await restoreTrips(offline, 'Viajero@AndesEnergia.co')).toBe(2_000);
    expect(offline.getQueryData(['booking', '42'])).toEqual({ id: '42', locator: 'ABC123' });
    expect(offline.getQueryData(OWN_LIST)).toEqual({ data: [{ id: '42', locator: 'ABC123' }] });
    expect(offline.getQueryData(COMPANY_LIST)).toBeUndefined();
    expect(offline.getQueryData(['approvals'])).toBeUndefined();
    // Kept answers are shown, but stale: the next screen that shows them asks the server again.
    expect(offline.getQueryState(['booking', '42'])?.isInvalidated).toBe(true);
    expect(offline.getQueryState(OWN_LIST)?.isInvalidated).toBe(true);
  });

  it('leaves an answer newer than the kept one as it is', async () => {
    const online = new QueryClient();
    online.setQueryData(['booking', '42'], { id: '42', status: 'pending_approval' }, { updatedAt: 1_000 });
    await saveTrips(online, 'viajero@andesenergia.co');

    const client = new QueryClient();
    client.setQueryData(['booking', '42'], { id: '42', status: 'rejected' }, { updatedAt: 5_000 });
    await restoreTrips(client, 'viajero@andesenergia.co');
    expect(client.getQueryData(['booking', '42'])).toEqual({ id: '42', status: 'rejected' });
    expect(client.getQueryState(['booking', '42'])?.isInvalidated).toBe(false);
  });

  it("keeps one user's trips per device: another user signing in drops the previous one's", async () => {
    const client = new QueryClient();
    client.setQueryData(['booking', '42'], { id: '42' });
    await saveTrips(client, 'viajero@andesenergia.co');

    expect(await restoreTrips(new QueryClient(), 'aprobador@andesenergia.co')).toBeNull();
    expect(await restoreTrips(new QueryClient(), 'viajero@andesenergia.co')).toBeNull();
  });

  it('forgets every trip at logout', async () => {
    const client = new QueryClient();
    client.setQueryData(['booking', '42'], { id: '42' });
    await saveTrips(client, 'viajero@andesenergia.co');
    await forgetAllTrips();
    expect(device.size).toBe(0);
  });
});
