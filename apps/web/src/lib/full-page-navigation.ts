/** Leaves the single-page app: the browser loads `path` from scratch (spec §1: "returns to the start and reloads"). */
export function loadPageFresh(path: string): void {
  window.location.assign(path);
}
