/**
 * `call`, except that a call asking for what a running one already asks for (the same key) gets that call's
 * answer, or its error, instead of a call of its own. A supplier is then asked once for a search that two requests
 * make together: the hotel results page the API draws and the app's own search once the page went without it, or
 * a crowd searching the same trip. Nothing outlives the call: this is not a cache, so each API process keeping its
 * own running calls changes how often a supplier is asked, never what anyone is answered.
 */
export function sharingInFlight<Args extends unknown[], Answer>(
  call: (...args: Args) => Promise<Answer>,
  keyOf: (...args: Args) => string,
): (...args: Args) => Promise<Answer> {
  const running = new Map<string, Promise<Answer>>();
  return (...args) => {
    const key = keyOf(...args);
    const shared = running.get(key);
    if (shared) return shared;
    const started = call(...args).finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
