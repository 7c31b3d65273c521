import { z } from 'zod';

/**
 * Text fields refuse what no person types and the database cannot store: NUL (PostgreSQL text has no room
 * for it), other control characters, Unicode's format characters (bidirectional overrides and zero-width
 * characters among them), and lone UTF-16 surrogates (half an emoji, not Unicode at all).
 */
export const INVALID_TEXT_MESSAGE = 'El texto contiene caracteres no válidos.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/*
 * Unicode's format characters (category Cf) show nothing, or change how what is around them shows: the zero-width
 * space, non-joiner and joiner and the direction marks (U+200B–U+200F), the word joiner and invisible operators
 * (U+2060–U+2064), the byte-order mark (U+FEFF), the soft hyphen, the bidirectional embeddings, overrides and
 * isolates. A reason of U+200B reads as empty, a name with one inside looks like another, and an override makes
 * text show in another order than it is stored ("Trojan Source" spoofing, a reversed name on a ticket). Emoji
 * joined by U+200D (👩‍💻) are refused with them: a form's text has no need of them.
 */
const FORMAT_CHARACTER = /\p{Cf}/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]|\p{Cf}/u;
const CONTROL_CHARACTER_EXCEPT_LINE_BREAKS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cf}/u;

/**
 * What no text anywhere may hold, passwords included (the API refuses it in any request): what the database
 * cannot store, and the format characters, which nobody can see they typed.
 */
export function hasForbiddenCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text) || FORMAT_CHARACTER.test(text);
}

/**
 * Whether `text` holds a control or format character (tabs and line breaks allowed when `multiline`) or a lone
 * surrogate.
 */
export function hasInvalidTextCharacters(text: string, { multiline = false } = {}): boolean {
  const control = multiline ? CONTROL_CHARACTER_EXCEPT_LINE_BREAKS : CONTROL_CHARACTER;
  return control.test(text) || LONE_SURROGATE.test(text);
}

/** Whether the text holds a letter of any script: a reason made of dots, digits or symbols says nothing. */
export function hasLetters(text: string): boolean {
  return /\p{L}/u.test(text);
}

/** A reason that says nothing (no letter in it). */
export const REASON_WITHOUT_LETTERS_MESSAGE = 'El motivo debe contener letras.';

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

/**
 * Text kept exactly as typed (passwords, opaque tokens): spaces and other control characters stay, only what no
 * text may hold is refused (hasForbiddenCharacters).
 */
export const exactText = ({ error, invalid = INVALID_TEXT_MESSAGE }: TextOptions = {}) =>
  z.string({ error }).refine((text) => !hasForbiddenCharacters(text), { error: invalid });

/** A required single line of at most `max` characters; one message for every way it can be wrong but the characters. */
export const requiredText = (message: string, max: number) =>
  singleLineText({ error: message }).min(1, { error: message }).max(max, { error: message });

/** A first or last name; `field` names it, e.g. 'El nombre'. */
export const personName = (field: string) =>
  singleLineText({ error: `${field} es obligatorio.`, invalid: `${field} contiene caracteres no válidos.` })
    .min(2, { error: `${field} debe tener al menos 2 caracteres.` })
    .max(80, { error: `${field} no puede superar 80 caracteres.` });
