import type { AppContext } from '../../context';
import {
  changeDirectoryGroup,
  createDirectoryGroup,
  type DirectoryGroupCondition,
  getDirectoryGroup,
  listDirectoryGroups,
  removeDirectoryGroup,
} from '../policies/directory-groups-service';
import { type DirectoryTenant, parseDirectoryId } from '../users/directory-service';
import { parseFilter, withoutSchemaPrefix } from './filter';
import { PATCHABLE_GROUP, parseScimGroup, toScimGroup } from './group-resource';
import { listResponse, pageOf, projected, type ScimQuery } from './list-params';
import { applyPatch } from './patch';
import { notFoundError } from './scim-error';
import { SCIM_SCHEMAS } from './scim-schemas';
import { scimBaseUrl } from './token-service';

/** The SCIM Groups endpoint's work: protocol in, the travel groups' directory use cases, protocol out. */

const GROUP_NOT_FOUND = 'Grupo de viaje no encontrado.';

function groupFilterAttribute(path: string): DirectoryGroupCondition['attribute'] | undefined {
  const name = withoutSchemaPrefix(path, SCIM_SCHEMAS.group).toLowerCase();
  if (name === 'displayname') return 'displayName';
  if (name === 'externalid') return 'externalId';
  if (name === 'id') return 'id';
  return undefined;
}

function groupIdOf(id: string): number {
  const groupId = parseDirectoryId(id);
  if (groupId === undefined) throw notFoundError(GROUP_NOT_FOUND);
  return groupId;
}

export async function listScimGroups(context: AppContext, tenant: DirectoryTenant, query: ScimQuery) {
  const conditions = (query.filter ? parseFilter(query.filter, groupFilterAttribute) : []).map(
    (condition): DirectoryGroupCondition =>
      condition.attribute === 'id' ? { ...condition, id: parseDirectoryId(condition.value) } : condition,
  );
  const page = pageOf(query);
  const { total, groups } = await listDirectoryGroups(context.db, tenant, conditions, page);
  const baseUrl = scimBaseUrl(context);
  const resources = groups.map((group) => projected(toScimGroup(group, baseUrl), query, []));
  return listResponse(resources, total, page.startIndex);
}

export async function getScimGroup(
  context: AppContext,
  tenant: DirectoryTenant,
  id: string,
  query: ScimQuery,
) {
  const group = await getDirectoryGroup(context.db, tenant, groupIdOf(id));
  return projected(toScimGroup(group, scimBaseUrl(context)), query, []);
}

export async function createScimGroup(
  context: AppContext,
  tenant: DirectoryTenant,
  body: unknown,
  ip: string,
) {
  const group = await createDirectoryGroup(context, tenant, parseScimGroup(body), ip);
  return toScimGroup(group, scimBaseUrl(context));
}

export async function replaceScimGroup(
  context: AppContext,
  tenant: DirectoryTenant,
  id: string,
  body: unknown,
  ip: string,
) {
  const input = parseScimGroup(body);
  const groupId = groupIdOf(id);
  await changeDirectoryGroup(context, tenant, groupId, () => input, ip);
  return toScimGroup(await getDirectoryGroup(context.db, tenant, groupId), scimBaseUrl(context));
}

/** Answers nothing: a group's PATCH is 204, as Entra expects, and its member list may be long. */
export async function patchScimGroup(
  context: AppContext,
  tenant: DirectoryTenant,
  id: string,
  body: unknown,
  ip: string,
) {
  const baseUrl = scimBaseUrl(context);
  await changeDirectoryGroup(
    context,
    tenant,
    groupIdOf(id),
    (current) =>
      parseScimGroup(applyPatch(toScimGroup(current, baseUrl, { asStatement: true }), body, PATCHABLE_GROUP)),
    ip,
  );
}

export async function deleteScimGroup(context: AppContext, tenant: DirectoryTenant, id: string, ip: string) {
  await removeDirectoryGroup(context, tenant, groupIdOf(id), ip);
}
