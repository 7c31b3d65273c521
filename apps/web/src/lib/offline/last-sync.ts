import { useSyncExternalStore } from 'react';

/** When the trips kept on this device were last brought from the server (epoch ms), or null when none are kept. */
let lastSyncedAt: number | null = null;
/** Whether the kept trips have been read back into the app since it started (a page waits for them offline). */
let isRestored = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function setLastSync(at: number | null): void {
  if (at === lastSyncedAt) return;
  lastSyncedAt = at;
  notify();
}

export function setTripsRestored(restored: boolean): void {
  if (restored === isRestored) return;
  isRestored = restored;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLastSync(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => lastSyncedAt,
    () => null,
  );
}

export function useAreTripsRestored(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isRestored,
    () => false,
  );
}
