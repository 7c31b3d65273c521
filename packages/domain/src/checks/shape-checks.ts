/**
 * Checks of JSON shapes without zod, for what the web app's shell reads before any form or API answer needs zod
 * (the stored session and user, an API error): zod is a quarter of a first visit's JavaScript, and the home page
 * needs none of it (decision 025). Each check is typed against the type its zod schema, where there is one,
 * infers, and a property test holds the two to the same answers.
 */

/** Whether a value has the shape `T`. */
export type ShapeCheck<T> = (value: unknown) => value is T;

/** What reading untrusted JSON needs of a schema; zod's schemas have it, and `parserOf` gives one to a check. */
export interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export const isText: ShapeCheck<string> = (value) => typeof value === 'string';

export const isWholeNumber: ShapeCheck<number> = (value): value is number => Number.isSafeInteger(value);

export const isFiniteNumber: ShapeCheck<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isBoolean: ShapeCheck<boolean> = (value) => typeof value === 'boolean';

export function nullable<T>(check: ShapeCheck<T>): ShapeCheck<T | null> {
  return (value): value is T | null => value === null || check(value);
}

export function listOf<T>(check: ShapeCheck<T>): ShapeCheck<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(check);
}

export function oneOf<const Values extends readonly string[]>(values: Values): ShapeCheck<Values[number]> {
  return (value): value is Values[number] => typeof value === 'string' && values.includes(value);
}

/** An object with every field of `T` (each field's own check); fields it does not name are left alone. */
export function recordOf<T extends object>(
  fields: { [Key in keyof T]-?: ShapeCheck<T[Key]> },
): ShapeCheck<T> {
  const entries = Object.entries(fields) as [string, ShapeCheck<unknown>][];
  return (value): value is T =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    entries.every(([key, check]) => check((value as Record<string, unknown>)[key]));
}

export function parserOf<T>(check: ShapeCheck<T>): SafeParser<T> {
  return {
    safeParse: (value) => (check(value) ? { success: true, data: value } : { success: false }),
  };
}
