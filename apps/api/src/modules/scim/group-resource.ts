import { DIRECTORY_MESSAGES, requiredText, singleLineText } from '@travesia/domain';
import { z } from 'zod';
import type { DirectoryGroup, DirectoryGroupInput } from '../policies/directory-groups-service';
import { parseDirectoryId } from '../users/directory-service';
import { invalidSyntax, invalidValue } from './scim-error';
import { attributeOf, hasSchema, isScimObject, parsedAttribute, type ScimJson } from './scim-json';
import { SCIM_SCHEMAS } from './scim-schemas';

/** A travel group as a SCIM Group (RFC 7643 §4.2), and back. */

const MAX_MEMBERS = 2000;

const displayNameSchema = requiredText(
  'Indica el nombre del grupo en displayName (hasta 60 caracteres).',
  60,
);
const externalIdSchema = z
  .union([
    z.null(),
    singleLineText({ error: 'externalId debe ser texto.' }).max(200, {
      error: 'externalId es demasiado largo.',
    }),
  ])
  .optional()
  .transform((text) => (text ? text : null));
const membersSchema = z
  .array(z.object({ value: z.string({ error: 'Cada miembro debe traer su id en value.' }) }), {
    error: 'members debe ser una lista.',
  })
  .max(MAX_MEMBERS, { error: `Un grupo admite como máximo ${MAX_MEMBERS} miembros por solicitud.` });

/** What a directory states of a group, checked; members by their SCIM ids. */
export function parseScimGroup(json: unknown): DirectoryGroupInput {
  if (!isScimObject(json)) throw invalidSyntax('La solicitud debe ser un grupo de SCIM (un objeto JSON).');
  if (!hasSchema(json, SCIM_SCHEMAS.group)) throw invalidSyntax(`Falta el esquema ${SCIM_SCHEMAS.group}.`);
  const members = attributeOf(json, 'members');
  const memberIds = (
    members === undefined || members === null ? [] : parsedAttribute(membersSchema, members)
  ).map(({ value }) => {
    const id = parseDirectoryId(value.trim());
    if (id === undefined) throw invalidValue(DIRECTORY_MESSAGES.memberNotFound);
    return id;
  });
  return {
    name: parsedAttribute(displayNameSchema, attributeOf(json, 'displayName')),
    externalId: parsedAttribute(externalIdSchema, attributeOf(json, 'externalId')),
    memberIds: [...new Set(memberIds)],
  };
}

/** The group as SCIM answers it; `asStatement`: the base a PATCH is applied to. */
export function toScimGroup(
  { group, memberIds }: DirectoryGroup,
  baseUrl: string,
  { asStatement = false } = {},
): ScimJson {
  return {
    schemas: [SCIM_SCHEMAS.group],
    id: String(group.id),
    ...(group.externalId !== null && { externalId: group.externalId }),
    displayName: group.name,
    members: memberIds.map((id) => ({
      value: String(id),
      ...(!asStatement && { $ref: `${baseUrl}/Users/${id}` }),
    })),
    ...(!asStatement && {
      meta: {
        resourceType: 'Group',
        created: group.createdAt.toISOString(),
        lastModified: group.updatedAt.toISOString(),
        location: `${baseUrl}/Groups/${group.id}`,
      },
    }),
  };
}

/** The PATCH engine's view of a group. */
export const PATCHABLE_GROUP = {
  extensions: [],
  multiValued: new Set(['members']),
  readOnly: new Set(['id', 'meta', 'schemas']),
} as const;
