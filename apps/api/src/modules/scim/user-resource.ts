import type { DirectoryValue } from '@travesia/db';
import {
  documentoSchema,
  emailSchema,
  fullName,
  normalizeEmail,
  personName,
  singleLineText,
  toE164,
  USER_DOCUMENT_TYPES,
  type UserDocumentType,
} from '@travesia/domain';
import { z } from 'zod';
import { type DirectoryUserInput, type DirectoryUserRow, parseDirectoryId } from '../users/directory-service';
import { invalidSyntax, invalidValue } from './scim-error';
import { attributeOf, hasSchema, isScimObject, parsedAttribute, type ScimJson } from './scim-json';
import { SCIM_SCHEMAS } from './scim-schemas';

/**
 * A Travesía user as a SCIM User (RFC 7643 §4.1) with the enterprise extension and Travesía's own (the identity
 * document), and back: what a directory sends, checked with the product's own field rules.
 */
const ENTERPRISE = SCIM_SCHEMAS.enterpriseUser;
const TRAVESIA = SCIM_SCHEMAS.travesiaUser;
const MAX_VALUES = 10;

/** Where the resources live, for `meta.location` and `$ref`. */
export interface ScimLinks {
  baseUrl: string;
  /** The names of the travel groups the users are in. */
  groupNames: ReadonlyMap<number, string>;
}

function objectAttribute(object: ScimJson, name: string): ScimJson {
  const value = attributeOf(object, name);
  if (value === undefined || value === null) return {};
  if (!isScimObject(value)) throw invalidValue(`El atributo ${name} debe ser un objeto.`);
  return value;
}

const optionalText = (field: string, max: number) =>
  z
    .union([
      z.null(),
      singleLineText({
        error: `${field} debe ser texto.`,
        invalid: `${field} contiene caracteres no válidos.`,
      }).max(max, { error: `${field} no puede superar ${max} caracteres.` }),
    ])
    .optional()
    .transform((text) => (text ? text : null));

/** Booleans as JSON, or as the text Entra sends by default ("True", "False"). */
const lenientBoolean = (field: string) =>
  z
    .union([z.boolean(), z.string().regex(/^(true|false)$/i)], { error: `${field} debe ser true o false.` })
    .transform((value) => (typeof value === 'boolean' ? value : value.toLowerCase() === 'true'));

const directoryValues = (field: string, value: z.ZodType<string>) =>
  z
    .array(
      z.object({
        value,
        type: optionalText(`${field}.type`, 40),
        primary: lenientBoolean(`${field}.primary`).optional(),
      }),
      { error: `${field} debe ser una lista.` },
    )
    .max(MAX_VALUES, { error: `${field} admite como máximo ${MAX_VALUES} valores.` })
    .transform((values) =>
      values.map(
        ({ value: text, type, primary }): DirectoryValue => ({
          value: text,
          ...(type && { type }),
          ...(primary !== undefined && { primary }),
        }),
      ),
    );

const emailsSchema = directoryValues(
  'emails',
  z
    .string({ error: 'Cada correo de emails debe ser texto.' })
    .trim()
    .pipe(z.email({ error: 'Un correo de emails no es válido.' })),
);
const phoneNumbersSchema = directoryValues(
  'phoneNumbers',
  z
    .string({ error: 'Cada teléfono de phoneNumbers debe ser texto.' })
    .trim()
    .min(1, { error: 'Un teléfono de phoneNumbers está vacío.' })
    .max(30, { error: 'Un teléfono de phoneNumbers es demasiado largo.' }),
);
const documentTypeSchema = z
  .enum(USER_DOCUMENT_TYPES, { error: `documentType debe ser ${USER_DOCUMENT_TYPES.join(' o ')}.` })
  .optional();

/** The phone the product keeps: the primary one, else the mobile, else the work one, else the first. */
function chosenPhone(numbers: readonly DirectoryValue[]): string | null {
  const chosen =
    numbers.find((number) => number.primary) ??
    numbers.find((number) => number.type?.toLowerCase() === 'mobile') ??
    numbers.find((number) => number.type?.toLowerCase() === 'work') ??
    numbers[0];
  if (!chosen) return null;
  const e164 = toE164(chosen.value);
  if (!e164) throw invalidValue(`El teléfono «${chosen.value}» de phoneNumbers no es válido.`);
  return e164;
}

/** `manager` as Okta sends it (`{value}`) or as Entra does (the id alone). */
function managerIdOf(manager: unknown): string | null {
  const value = isScimObject(manager) ? attributeOf(manager, 'value') : manager;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * What a directory states of a user, checked. `isPatch`: the JSON is the user's current statement with a PATCH
 * applied, so a phone list taken out means no phone; in a POST or PUT, a directory that sends no phone numbers says
 * nothing about them and the user's own phone stays.
 */
export function parseScimUser(json: unknown, { isPatch }: { isPatch: boolean }): DirectoryUserInput {
  if (!isScimObject(json)) throw invalidSyntax('La solicitud debe ser un usuario de SCIM (un objeto JSON).');
  if (!hasSchema(json, SCIM_SCHEMAS.user)) throw invalidSyntax(`Falta el esquema ${SCIM_SCHEMAS.user}.`);
  const userName = parsedAttribute(
    z.string({ error: 'Falta userName: el correo de la persona.' }).trim(),
    attributeOf(json, 'userName'),
  );
  const email = parsedAttribute(emailSchema, userName);
  const name = objectAttribute(json, 'name');
  const enterprise = objectAttribute(json, ENTERPRISE);
  const travesia = objectAttribute(json, TRAVESIA);
  const phoneNumbersValue = attributeOf(json, 'phoneNumbers');
  const phoneNumbers =
    phoneNumbersValue === undefined || phoneNumbersValue === null
      ? isPatch
        ? null
        : undefined
      : parsedAttribute(phoneNumbersSchema, phoneNumbersValue);
  const emails = attributeOf(json, 'emails');
  const activeValue = attributeOf(json, 'active');
  const documentNumber = attributeOf(travesia, 'documentNumber');
  const manager = managerIdOf(attributeOf(enterprise, 'manager'));

  return {
    email,
    userName,
    firstName: parsedAttribute(personName('El nombre (name.givenName)'), attributeOf(name, 'givenName')),
    lastName: parsedAttribute(personName('El apellido (name.familyName)'), attributeOf(name, 'familyName')),
    phone: phoneNumbers === undefined ? undefined : phoneNumbers === null ? null : chosenPhone(phoneNumbers),
    isActive:
      activeValue === undefined || activeValue === null
        ? true
        : parsedAttribute(lenientBoolean('active'), activeValue),
    document:
      documentNumber === undefined || documentNumber === null
        ? null
        : {
            type: (parsedAttribute(documentTypeSchema, attributeOf(travesia, 'documentType') ?? undefined) ??
              'CC') satisfies UserDocumentType,
            number: parsedAttribute(documentoSchema, documentNumber),
          },
    externalId: parsedAttribute(optionalText('externalId', 200), attributeOf(json, 'externalId')),
    displayName: parsedAttribute(optionalText('displayName', 200), attributeOf(json, 'displayName')),
    emails: emails === undefined || emails === null ? null : parsedAttribute(emailsSchema, emails),
    phoneNumbers,
    employeeNumber: parsedAttribute(
      optionalText('employeeNumber', 100),
      attributeOf(enterprise, 'employeeNumber'),
    ),
    department: parsedAttribute(optionalText('department', 100), attributeOf(enterprise, 'department')),
    costCenter: parsedAttribute(optionalText('costCenter', 100), attributeOf(enterprise, 'costCenter')),
    // A manager id that names nobody is no manager (the service also drops one outside the company).
    managerUserId: manager === null ? null : (parseDirectoryId(manager) ?? null),
  };
}

function compact(object: ScimJson): ScimJson {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined),
  );
}

/**
 * The user as SCIM answers it. `asStatement`: only what the directory stated (no values worked out from others),
 * the base a PATCH is applied to, so a derived value never turns into one the directory seems to have sent.
 */
export function toScimUser(
  { user, profile }: DirectoryUserRow,
  links: ScimLinks,
  { asStatement = false } = {},
): ScimJson {
  const location = `${links.baseUrl}/Users/${user.id}`;
  const formatted = fullName(user);
  const userName =
    profile?.userName && normalizeEmail(profile.userName) === user.email ? profile.userName : user.email;
  const phoneNumbers =
    profile?.phoneNumbers ?? (user.phone ? [{ value: user.phone, type: 'mobile' }] : asStatement ? null : []);
  const manager = profile?.managerUserId ?? null;
  const groupName = user.travelGroupId === null ? undefined : links.groupNames.get(user.travelGroupId);
  const lastModified = profile && profile.updatedAt > user.updatedAt ? profile.updatedAt : user.updatedAt;
  return compact({
    schemas: [SCIM_SCHEMAS.user, ENTERPRISE, TRAVESIA],
    id: String(user.id),
    externalId: profile?.externalId,
    userName,
    name: compact({
      givenName: user.firstName,
      familyName: user.lastName,
      formatted: asStatement ? null : formatted,
    }),
    displayName: profile?.displayName ?? (asStatement ? null : formatted),
    emails: profile?.emails ?? (asStatement ? null : [{ value: user.email, type: 'work', primary: true }]),
    phoneNumbers,
    active: user.isActive,
    groups:
      asStatement || user.travelGroupId === null
        ? asStatement
          ? null
          : []
        : [
            compact({
              value: String(user.travelGroupId),
              display: groupName,
              $ref: `${links.baseUrl}/Groups/${user.travelGroupId}`,
            }),
          ],
    [ENTERPRISE]: compact({
      employeeNumber: profile?.employeeNumber,
      costCenter: profile?.costCenter,
      department: profile?.department,
      manager:
        manager === null ? null : { value: String(manager), $ref: `${links.baseUrl}/Users/${manager}` },
    }),
    [TRAVESIA]: { documentType: user.documentType, documentNumber: user.documento },
    meta: asStatement
      ? null
      : {
          resourceType: 'User',
          created: user.createdAt.toISOString(),
          lastModified: lastModified.toISOString(),
          location,
        },
  });
}

/** The PATCH engine's view of a user. */
export const PATCHABLE_USER = {
  extensions: [ENTERPRISE, TRAVESIA],
  multiValued: new Set([
    'emails',
    'phonenumbers',
    'addresses',
    'ims',
    'photos',
    'roles',
    'entitlements',
    'x509certificates',
  ]),
  readOnly: new Set(['id', 'meta', 'schemas', 'groups']),
} as const;
