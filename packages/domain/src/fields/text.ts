import { z } from 'zod';

/**
 * Text fields refuse what no person types and the database cannot store: NUL (PostgreSQL text has no room
 * for it), other control characters (bidirectional overrides included), and lone UTF-16 surrogates (half an
 * emoji, not Unicode at all).
 */
export const INVALID_TEXT_MESSAGE = 'El texto contiene caracteres no válidos.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/*
 * Besides the C0 controls and DEL, the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069): nobody types them, and in a name they make text show in another order than it is stored
 * ("Trojan Source" spoofing, a reversed name on a ticket or a screen).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
const CONTROL_CHARACTER_EXCEPT_LINE_BREAKS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** What no text anywhere may hold (the API refuses it in any request before validation). */
export function hasUnstorableCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether `text` holds a control character (tabs and line breaks allowed when `multiline`) or a lone surrogate. */
export function hasInvalidTextCharacters(text: string, { multiline = false } = {}): boolean {
  const control = multiline ? CONTROL_CHARACTER_EXCEPT_LINE_BREAKS : CONTROL_CHARACTER;
  return control.test(text) || LONE_SURROGATE.test(text);
}

interface TextOptions {
  /** When the value is missing or not text. */
  error?: string;
  /** When the text holds characters it may not. */
  invalid?: string;
}

/** One line of text, trimmed: names, codes, addresses. The base of every such field. */
export const singleLineText = ({ error, invalid = INVALID_TEXT_MESSAGE }: TextOptions = {}) =>
  z
    .string({ error })
    .trim()
    .refine((text) => !hasInvalidTextCharacters(text), { error: invalid });

/** Free text that may run over several lines (tabs and line breaks allowed), trimmed: messages, notes. */
export const multiLineText = ({ error, invalid = INVALID_TEXT_MESSAGE }: TextOptions = {}) =>
  z
    .string({ error })
    .trim()
    .refine((text) => !hasInvalidTextCharacters(text, { multiline: true }), { error: invalid });

/** Text kept exactly as typed (passwords, opaque tokens): only what cannot be stored is refused. */
export const exactText = ({ error, invalid = INVALID_TEXT_MESSAGE }: TextOptions = {}) =>
  z.string({ error }).refine((text) => !hasUnstorableCharacters(text), { error: invalid });

/** A required single line of at most `max` characters; one message for every way it can be wrong but the characters. */
export const requiredText = (message: string, max: number) =>
  singleLineText({ error: message }).min(1, { error: message }).max(max, { error: message });

/** A first or last name; `field` names it, e.g. 'El nombre'. */
export const personName = (field: string) =>
  singleLineText({ error: `${field} es obligatorio.`, invalid: `${field} contiene caracteres no válidos.` })
    .min(2, { error: `${field} debe tener al menos 2 caracteres.` })
    .max(80, { error: `${field} no puede superar 80 caracteres.` });
