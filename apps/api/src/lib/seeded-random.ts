/** FNV-1a of the text: the seed of every generated choice, so the same inputs always give the same inventory. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = () => number;

/** mulberry32 seeded with the text's hash: small, fast and repeatable. */
export function randomFor(text: string): Random {
  let state = hashText(text);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
