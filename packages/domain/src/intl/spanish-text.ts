/**
 * How Spanish sentences are put together from names and counts, in one place so every template reads alike.
 */

const SENTENCE_END = /[.!?…]$/;

/**
 * Closes a sentence with a period unless it already ends in one: a name that ends a sentence often ends in an
 * abbreviation itself ('Andes Energía S.A.S.'), and '…S.A.S..' reads as a typo.
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return SENTENCE_END.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * A text quoted inside a sentence, in Spanish guillemets: the sentence's own period goes after the closing mark,
 * so the quoted text's final period is dropped ('según las condiciones: «No reembolsable».', never '«….».').
 */
export function quoted(text: string): string {
  return `«${text.trim().replace(/\.$/, '')}»`;
}

/**
 * Text that opens a sentence or a heading, with only its first letter in upper case: Spanish writes weekdays
 * and months in lower case ('vie, 11 dic') except there ('Diciembre de 2026').
 */
export function atSentenceStart(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-CO') + text.slice(1);
}

/** A noun's two forms; Spanish plurals are not always the singular plus an s ('habitación', 'habitaciones'). */
export interface NounForms {
  one: string;
  many: string;
}

/** The nouns the product counts most, so each is spelt once. */
export const NOUNS = {
  adult: { one: 'adulto', many: 'adultos' },
  child: { one: 'niño', many: 'niños' },
  infant: { one: 'bebé', many: 'bebés' },
  room: { one: 'habitación', many: 'habitaciones' },
  night: { one: 'noche', many: 'noches' },
  person: { one: 'persona', many: 'personas' },
} as const satisfies Record<string, NounForms>;

/** A count with its noun in the right number: '1 adulto', '2 adultos', '0 noches', never 'adulto(s)'. */
export function countOf(count: number, noun: NounForms): string {
  return `${count} ${count === 1 ? noun.one : noun.many}`;
}

/**
 * A text as searches and comparisons read it: lower case, without accents or repeated spaces, so 'Bogotá ' and
 * 'bogota' are the same place, country or name.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/**
 * A place written from its parts, most precise first: 'Calle 10 # 5-20, Medellín, Colombia'. An address often
 * ends with its city, and a city may share its country's name (Singapur), so a part already written (accents and
 * case aside) is not written again, nor is an empty one.
 */
export function placeLabel(parts: readonly (string | null | undefined)[]): string {
  const written: string[] = [];
  for (const part of parts.flatMap((text) => (text ?? '').split(','))) {
    const name = part.trim();
    if (name && !written.some((earlier) => normalizeSearchText(earlier) === normalizeSearchText(name)))
      written.push(name);
  }
  return written.join(', ');
}
