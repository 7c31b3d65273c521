/** What a page's boot script starts (`boot.ts`), written into it by the build (`boot-script.ts`). */
export interface BootPlan {
  /** The app's chunks, each after the chunks it imports, the entry last. */
  modules: string[];
  /** On the frame: the chunks and stylesheets of the page an address lands on, by the start of its path. */
  landings: { prefix: string; modules: string[]; css: string[] }[];
  /** Preloads added per task: four keep each task under 50 ms at Lighthouse's 4× slowdown. */
  preloadsPerTask: number;
}

/** What a live copy's boot script needs besides (decision 033); other pages' scripts carry none of its code. */
export interface LivePage {
  /** The storage key of a signed-in session, whose visitor gets the app at once. */
  sessionStorageKey: string;
}
