import type { Workbox } from 'workbox-window';
import { isNativeApp } from '../../lib/native/is-native-app';

/** How often an app left open asks the server whether a new version was deployed. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

type Listener = () => void;

/** Reloads onto the waiting version; null while the running version is the newest known. */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

function setApplyUpdate(next: (() => void) | null) {
  applyUpdate = next;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readApplyUpdate(): (() => void) | null {
  return applyUpdate;
}

let started = false;

/**
 * Registers /sw.js (scripts/service-worker.mjs) once the page has loaded and the browser is idle, so neither the
 * worker nor the files it precaches compete with the first visit's own downloads (decision 031). A production build
 * in a browser only: the dev server and the native app have no worker.
 */
export function startServiceWorker(): void {
  // The native app's files are on the device already: no worker there.
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator) || isNativeApp()) return;
  started = true;
  const register = () => {
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    whenIdle(() => {
      void import('workbox-window').then(({ Workbox }) => watchForUpdates(new Workbox('/sw.js')));
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function watchForUpdates(workbox: Workbox) {
  // A new version installed while this one runs: the traveller chooses when to reload ('Hay una nueva versión').
  workbox.addEventListener('waiting', () => {
    setApplyUpdate(() => workbox.messageSkipWaiting());
  });
  // The new version took over, from this tab or another one: the old shell's files are gone from the cache, so
  // every open tab reloads onto the new one rather than run on with half an old app. The first worker taking an
  // uncontrolled page (the first visit) is no new version.
  let hasController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hasController) window.location.reload();
    hasController = true;
  });
  void workbox.register();
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update();
  });
}
