import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query assumes a connection when the app starts and only learns of changes from the browser's `online`
 * and `offline` events. An app opened with no connection would then fire every query, fail and retry; told the truth
 * from the start, it pauses them and shows what is stored (decision 031). Set before the first query runs.
 */
onlineManager.setEventListener((setOnline) => {
  if (typeof window === 'undefined' || !window.addEventListener) return undefined;
  setOnline(navigator.onLine);
  const goOnline = () => setOnline(true);
  const goOffline = () => setOnline(false);
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', goOffline);
  return () => {
    window.removeEventListener('online', goOnline);
    window.removeEventListener('offline', goOffline);
  };
});

function subscribe(listener: () => void): () => void {
  return onlineManager.subscribe(listener);
}

/** Whether the device has a connection now: actions that need the server are disabled without one. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
