import { useSyncExternalStore } from 'react';

/** When the trips kept on this device were last brought from the server (epoch ms), or null when none are kept. */
let lastSyncedAt: number | null = null;
const listeners = new Set<() => void>();

export function setLastSync(at: number | null): void {
  if (at === lastSyncedAt) return;
  lastSyncedAt = at;
  for (const listener of listeners) listener();
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
