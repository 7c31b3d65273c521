// The part of jsdom's API the build uses (jsdom ships no types of its own).
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    pretendToBeVisual?: boolean;
    /** `outside-only`: the page's own scripts never run, but `window.eval` runs code in the window's realm. */
    runScripts?: 'dangerously' | 'outside-only';
  }

  /** A window of its own, with its own globals: nothing of it reaches Node's. */
  export type DOMWindow = Window & typeof globalThis;

  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: DOMWindow;
    serialize(): string;
  }
}
