import type { z } from 'zod';
import { invalidValue } from './scim-error';

/** A SCIM resource or message as JSON. */
export type ScimJson = Record<string, unknown>;

export function isScimObject(value: unknown): value is ScimJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key `name` goes by in `object` (SCIM attribute names compare regardless of case), or `name` when absent. */
export function keyIn(object: ScimJson, name: string): string {
  return Object.keys(object).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name;
}

/** The value of attribute `name` in `object`, whatever the case it is written in. */
export function attributeOf(object: ScimJson, name: string): unknown {
  return object[keyIn(object, name)];
}

/** Whether the resource names `urn` among its `schemas`. */
export function hasSchema(object: ScimJson, urn: string): boolean {
  const schemas = attributeOf(object, 'schemas');
  return Array.isArray(schemas) && schemas.some((item) => String(item).toLowerCase() === urn.toLowerCase());
}

/** `value` checked by `schema`, or 400 invalidValue with the schema's Spanish message. */
export function parsedAttribute<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidValue(result.error.issues[0]?.message ?? 'Un atributo no es válido.');
}
