import { type FilterCondition, parseFilter } from './filter';
import { invalidPath, invalidSyntax, invalidValue, noTarget } from './scim-error';
import { hasSchema, isScimObject, keyIn, type ScimJson } from './scim-json';
import { SCIM_MAX_OPERATIONS, SCIM_SCHEMAS } from './scim-schemas';

/**
 * SCIM's PATCH (RFC 7644 §3.5.2) applied to a resource's JSON, which the resource's own parser then reads like a
 * PUT: one set of rules for both. Written for what Okta and Entra send, quirks included: capitalised `op` values
 * ("Replace"), path-less values whose keys are paths themselves (`"name.givenName"`, `"urn:…:User:employeeNumber"`),
 * value filters (`emails[type eq "work"].value`) that create the value when none matches, and Entra's removal of
 * group members by a list of values instead of a filter.
 */
/** What the PATCH engine must know of a resource's attributes. */
export interface PatchableResource {
  /** The extension schemas whose attributes sit under their URN. */
  extensions: readonly string[];
  /** Attributes that hold a list (lower case), so a single value added to one joins the list. */
  multiValued: ReadonlySet<string>;
  /** Attributes a directory cannot write (lower case); operations on them are ignored, as Okta sends `id` along. */
  readOnly: ReadonlySet<string>;
}

type Op = 'add' | 'replace' | 'remove';

interface ParsedPath {
  /** The extension URN the attribute belongs to; undefined for the core schema. */
  extension?: string;
  /** undefined: the whole extension object. */
  attribute?: string;
  filter?: FilterCondition<string>[];
  subAttribute?: string;
}

const PATH_MESSAGE = 'La ruta (path) de la operación no es válida.';
const NAME = /^[A-Za-z$][\w$-]*$/;
const UNSAFE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

function checkedName(name: string): string {
  if (!NAME.test(name) || UNSAFE_NAMES.has(name.toLowerCase())) throw invalidPath(PATH_MESSAGE);
  return name;
}

/** `attr`, `attr.sub`, `attr[filter]`, `attr[filter].sub`, any of them after an extension's URN and a colon. */
export function parsePath(path: string, resource: PatchableResource): ParsedPath {
  const trimmed = path.trim();
  if (trimmed.length === 0 || trimmed.length > 300) throw invalidPath(PATH_MESSAGE);
  const lower = trimmed.toLowerCase();
  const extension = resource.extensions.find(
    (urn) => lower === urn.toLowerCase() || lower.startsWith(`${urn.toLowerCase()}:`),
  );
  const corePrefix = [SCIM_SCHEMAS.user, SCIM_SCHEMAS.group].find((urn) =>
    lower.startsWith(`${urn.toLowerCase()}:`),
  );
  if (extension && lower === extension.toLowerCase()) return { extension };
  const rest = extension
    ? trimmed.slice(extension.length + 1)
    : corePrefix
      ? trimmed.slice(corePrefix.length + 1)
      : trimmed;
  const match = /^([^.[\]]+)(?:\[(.*)\])?(?:\.([^.[\]]+))?$/.exec(rest);
  if (!match?.[1]) throw invalidPath(PATH_MESSAGE);
  const [, attribute, filterText, subAttribute] = match;
  return {
    ...(extension && { extension }),
    attribute: checkedName(attribute),
    ...(filterText !== undefined && { filter: parseFilter(filterText, (name) => checkedName(name)) }),
    ...(subAttribute !== undefined && { subAttribute: checkedName(subAttribute) }),
  };
}

function matches(element: unknown, conditions: readonly FilterCondition<string>[]): boolean {
  if (!isScimObject(element)) return false;
  return conditions.every(({ attribute, value }) => {
    const actual = element[keyIn(element, attribute)];
    return actual !== undefined && actual !== null && String(actual).toLowerCase() === value.toLowerCase();
  });
}

/** The element a filter describes, for when no element matches it: `type eq "work"` → `{type: "work"}`. */
function elementOf(conditions: readonly FilterCondition<string>[]): ScimJson {
  return Object.fromEntries(
    conditions.map(({ attribute, value }) => [
      attribute,
      value === 'true' ? true : value === 'false' ? false : value,
    ]),
  );
}

function merge(target: ScimJson, value: ScimJson): ScimJson {
  const merged = { ...target };
  for (const [key, item] of Object.entries(value)) merged[keyIn(merged, checkedName(key))] = item;
  return merged;
}

/** Adds values to a list, leaving out those already in it (same `value`, or the same JSON). */
function appendTo(list: unknown[], values: unknown[]): unknown[] {
  const identity = (item: unknown) =>
    isScimObject(item) && typeof item.value === 'string'
      ? `value:${item.value.toLowerCase()}`
      : JSON.stringify(item);
  const seen = new Set(list.map(identity));
  return [...list, ...values.filter((item) => !seen.has(identity(item)))];
}

function containerOf(resource: ScimJson, path: ParsedPath, creating: boolean): ScimJson | undefined {
  if (!path.extension) return resource;
  const key = keyIn(resource, path.extension);
  const existing = resource[key];
  if (isScimObject(existing)) return existing;
  if (!creating) return undefined;
  const created: ScimJson = {};
  resource[key] = created;
  return created;
}

function applyToAttribute(
  container: ScimJson,
  path: ParsedPath & { attribute: string },
  op: Op,
  value: unknown,
  resource: PatchableResource,
): void {
  const key = keyIn(container, path.attribute);
  const current = container[key];
  const isMultiValued = resource.multiValued.has(path.attribute.toLowerCase()) || Array.isArray(current);

  if (path.filter) {
    const list = Array.isArray(current) ? current : [];
    const { filter, subAttribute } = path;
    if (op === 'remove') {
      container[key] = subAttribute
        ? list.map((item) => {
            if (!matches(item, filter) || !isScimObject(item)) return item;
            const { [keyIn(item, subAttribute)]: _removed, ...kept } = item;
            return kept;
          })
        : list.filter((item) => !matches(item, filter));
      return;
    }
    const chosen = list.filter((item) => matches(item, filter));
    const update = (item: ScimJson): ScimJson =>
      subAttribute
        ? { ...item, [keyIn(item, subAttribute)]: value }
        : isScimObject(value)
          ? op === 'add'
            ? merge(item, value)
            : merge(elementOf(filter), value)
          : item;
    container[key] =
      chosen.length > 0
        ? list.map((item) => (isScimObject(item) && matches(item, filter) ? update(item) : item))
        : [...list, update(elementOf(filter))];
    return;
  }

  if (path.subAttribute) {
    const sub = path.subAttribute;
    const target = isScimObject(current) ? current : {};
    if (op === 'remove') {
      if (isScimObject(current)) delete current[keyIn(current, sub)];
      return;
    }
    container[key] = { ...target, [keyIn(target, sub)]: value };
    return;
  }

  if (op === 'remove') {
    const values = Array.isArray(value) ? value : value === undefined ? undefined : [value];
    // Entra's members removal: the members to take out, as a list, instead of a filter.
    if (values && Array.isArray(current)) {
      const gone = values.filter(isScimObject).map((item) => String(item.value).toLowerCase());
      container[key] = current.filter(
        (item) => !(isScimObject(item) && gone.includes(String(item.value).toLowerCase())),
      );
    } else {
      delete container[key];
    }
    return;
  }
  if (isMultiValued) {
    const values = Array.isArray(value) ? value : [value];
    container[key] = op === 'add' && Array.isArray(current) ? appendTo(current, values) : values;
    return;
  }
  container[key] = isScimObject(value) && isScimObject(current) ? merge(current, value) : value;
}

function applyOperation(
  target: ScimJson,
  op: Op,
  path: ParsedPath,
  value: unknown,
  resource: PatchableResource,
) {
  if (path.attribute && resource.readOnly.has(path.attribute.toLowerCase()) && !path.extension) return;
  const container = containerOf(target, path, op !== 'remove');
  if (!container) return;
  if (path.attribute === undefined) {
    // The whole extension: a removal empties it, a value sets its attributes.
    if (op === 'remove') {
      delete target[keyIn(target, path.extension ?? '')];
      return;
    }
    if (!isScimObject(value)) throw invalidValue('El valor de la operación debe ser un objeto.');
    for (const [name, item] of Object.entries(value)) {
      applyOperation(target, op, { ...path, attribute: checkedName(name) }, item, resource);
    }
    return;
  }
  applyToAttribute(container, { ...path, attribute: path.attribute }, op, value, resource);
}

function readOp(value: unknown): Op {
  const op = typeof value === 'string' ? value.toLowerCase() : '';
  if (op === 'add' || op === 'replace' || op === 'remove') return op;
  throw invalidSyntax('Cada operación debe ser add, replace o remove.');
}

/** The operations of a PatchOp body, checked: the PatchOp schema, 1 to 100 operations, each well formed. */
function readOperations(body: unknown): ScimJson[] {
  if (!isScimObject(body)) throw invalidSyntax('La solicitud debe ser un PatchOp de SCIM.');
  if (!hasSchema(body, SCIM_SCHEMAS.patchOp))
    throw invalidSyntax(`Falta el esquema ${SCIM_SCHEMAS.patchOp}.`);
  const operations = body[keyIn(body, 'Operations')];
  if (!Array.isArray(operations) || operations.length === 0) {
    throw invalidSyntax('La solicitud debe traer al menos una operación en Operations.');
  }
  if (operations.length > SCIM_MAX_OPERATIONS) {
    throw invalidValue(`Una solicitud PATCH trae como máximo ${SCIM_MAX_OPERATIONS} operaciones.`);
  }
  if (!operations.every(isScimObject)) throw invalidSyntax('Cada operación debe ser un objeto.');
  return operations;
}

/** The resource after the body's operations, applied in order to a copy; the original is left as it was. */
export function applyPatch(current: ScimJson, body: unknown, resource: PatchableResource): ScimJson {
  const operations = readOperations(body);
  const target = structuredClone(current);
  for (const operation of operations) {
    const op = readOp(operation[keyIn(operation, 'op')]);
    const rawPath = operation[keyIn(operation, 'path')];
    const value = operation[keyIn(operation, 'value')];
    if (rawPath !== undefined && rawPath !== null && typeof rawPath !== 'string')
      throw invalidPath(PATH_MESSAGE);
    if (typeof rawPath === 'string' && rawPath.trim() !== '') {
      if (op !== 'remove' && value === undefined)
        throw invalidValue('Falta el valor (value) de la operación.');
      applyOperation(target, op, parsePath(rawPath, resource), value, resource);
      continue;
    }
    if (op === 'remove') throw noTarget('Una operación remove necesita una ruta (path).');
    if (!isScimObject(value))
      throw invalidValue('Sin ruta (path), el valor de la operación debe ser un objeto.');
    // Without a path, each key of the value is a path of its own (Entra sends "name.givenName" that way).
    for (const [key, item] of Object.entries(value)) {
      applyOperation(target, op, parsePath(key, resource), item, resource);
    }
  }
  return target;
}
