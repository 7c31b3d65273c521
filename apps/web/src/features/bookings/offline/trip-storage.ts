import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { offlineTripsKey } from '@travesia/domain';
import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

/** One user's trips as the server last gave them: TanStack Query's own dehydrated answers. */
interface StoredTrips {
  /** The newest answer among them (epoch ms): what 'Sin conexión' calls the last sync. */
  lastSyncedAt: number | null;
  state: DehydratedState;
}

let store: UseStore | undefined;

/** Opened on first use, so a visitor who never signs in never opens the database. */
function tripStore(): UseStore {
  store ??= createStore('travesia-offline', 'trips');
  return store;
}

/** Mis Reservas (the user's own lists) and each booking's detail and calendar file; never a company's lists. */
export function isTripQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [root, scope] = query.queryKey;
  if (root === BOOKING_QUERY_KEYS.detail('')[0]) return true;
  return (
    root === BOOKING_QUERY_KEYS.lists[0] &&
    typeof scope === 'object' &&
    scope !== null &&
    (scope as { kind?: unknown }).kind === 'own'
  );
}

/** Keeps the user's trips now in the cache; answers when they were last brought from the server. */
export async function saveTrips(client: QueryClient, userEmail: string): Promise<number | null> {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isTripQuery(query),
  });
  const times = state.queries.map((query) => query.state.dataUpdatedAt);
  const stored: StoredTrips = { lastSyncedAt: times.length > 0 ? Math.max(...times) : null, state };
  await set(offlineTripsKey(userEmail), stored, tripStore());
  return stored.lastSyncedAt;
}

/**
 * Puts the user's kept trips back in the cache (an answer already newer in the cache stays) and forgets any other
 * user's: a device keeps the trips of the one person signed in on it.
 */
export async function restoreTrips(client: QueryClient, userEmail: string): Promise<number | null> {
  const key = offlineTripsKey(userEmail);
  const others = (await keys(tripStore())).filter((each) => each !== key);
  if (others.length > 0) await Promise.all(others.map((each) => del(each, tripStore())));
  const stored = await get<StoredTrips>(key, tripStore());
  if (!stored) return null;
  const keptAt = new Map(stored.state.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
  hydrate(client, stored.state);
  // What the device kept is what the server said then: shown at once, but asked for again before it is trusted
  // (an approver may have decided the trip since). Not awaited: offline, the asking waits for the connection.
  void client.invalidateQueries({
    predicate: (query) => keptAt.get(query.queryHash) === query.state.dataUpdatedAt,
  });
  return stored.lastSyncedAt;
}

/** Signing out leaves no trip on the device. */
export async function forgetAllTrips(): Promise<void> {
  await clear(tripStore());
}
