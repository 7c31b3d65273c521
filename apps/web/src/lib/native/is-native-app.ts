/**
 * Whether the app runs inside the native shell (Capacitor, decision 031), read from the bridge the shell injects, so
 * the web build does not load Capacitor to find out.
 */
export function isNativeApp(): boolean {
  const bridge = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}
