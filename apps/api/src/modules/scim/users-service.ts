import type { AppContext } from '../../context';
import { listGroupNames } from '../policies/directory-groups-service';
import {
  changeDirectoryUser,
  type DirectoryTenant,
  type DirectoryUserCondition,
  type DirectoryUserRow,
  getDirectoryUser,
  listDirectoryUsers,
  parseDirectoryId,
  provisionDirectoryUser,
  removeDirectoryUser,
} from '../users/directory-service';
import { parseFilter, withoutSchemaPrefix } from './filter';
import { listResponse, pageOf, projected, type ScimQuery } from './list-params';
import { applyPatch } from './patch';
import { notFoundError } from './scim-error';
import type { ScimJson } from './scim-json';
import { SCIM_SCHEMAS } from './scim-schemas';
import { scimBaseUrl } from './token-service';
import { PATCHABLE_USER, parseScimUser, toScimUser } from './user-resource';

/** The SCIM Users endpoint's work: protocol in, the users module's directory use cases, protocol out. */

const USER_NOT_FOUND = 'Usuario no encontrado.';

/** The attributes a directory finds users by. */
function userFilterAttribute(path: string): DirectoryUserCondition['attribute'] | undefined {
  const name = withoutSchemaPrefix(path, SCIM_SCHEMAS.user).toLowerCase();
  if (name === 'username') return 'userName';
  if (name === 'externalid') return 'externalId';
  if (name === 'id') return 'id';
  // Entra may look a user up by the work e-mail; in Travesía that is the account's e-mail.
  if (name === 'emails.value' || name === 'emails[type eq "work"].value') return 'userName';
  return undefined;
}

async function toResources(context: AppContext, tenant: DirectoryTenant, rows: DirectoryUserRow[]) {
  const groupIds = [
    ...new Set(rows.flatMap(({ user }) => (user.travelGroupId === null ? [] : [user.travelGroupId]))),
  ];
  const links = {
    baseUrl: scimBaseUrl(context),
    groupNames: await listGroupNames(context.db, tenant.scope, tenant.companyId, groupIds),
  };
  return rows.map((row) => toScimUser(row, links));
}

async function toResource(
  context: AppContext,
  tenant: DirectoryTenant,
  row: DirectoryUserRow,
): Promise<ScimJson> {
  const [resource] = await toResources(context, tenant, [row]);
  if (!resource) throw notFoundError(USER_NOT_FOUND);
  return resource;
}

function userIdOf(id: string): number {
  const userId = parseDirectoryId(id);
  if (userId === undefined) throw notFoundError(USER_NOT_FOUND);
  return userId;
}

export async function listScimUsers(context: AppContext, tenant: DirectoryTenant, query: ScimQuery) {
  const conditions = query.filter ? parseFilter(query.filter, userFilterAttribute) : [];
  const page = pageOf(query);
  const { total, rows } = await listDirectoryUsers(
    context.db,
    tenant.scope,
    tenant.companyId,
    conditions,
    page,
  );
  const resources = (await toResources(context, tenant, rows)).map((resource) =>
    projected(resource, query, PATCHABLE_USER.extensions),
  );
  return listResponse(resources, total, page.startIndex);
}

export async function getScimUser(
  context: AppContext,
  tenant: DirectoryTenant,
  id: string,
  query: ScimQuery,
) {
  const row = await getDirectoryUser(context.db, tenant, userIdOf(id));
  return projected(await toResource(context, tenant, row), query, PATCHABLE_USER.extensions);
}

export async function createScimUser(
  context: AppContext,
  tenant: DirectoryTenant,
  body: unknown,
  ip: string,
) {
  const row = await provisionDirectoryUser(context, tenant, parseScimUser(body, { isPatch: false }), ip);
  return toResource(context, tenant, row);
}

export async function replaceScimUser(
  context: AppContext,
  tenant: DirectoryTenant,
  id: string,
  body: unknown,
  ip: string,
) {
  const input = parseScimUser(body, { isPatch: false });
  const row = await changeDirectoryUser(context, tenant, userIdOf(id), () => input, ip);
  return toResource(context, tenant, row);
}

export async function patchScimUser(
  context: AppContext,
  tenant: DirectoryTenant,
  id: string,
  body: unknown,
  ip: string,
) {
  const links = { baseUrl: scimBaseUrl(context), groupNames: new Map<number, string>() };
  const row = await changeDirectoryUser(
    context,
    tenant,
    userIdOf(id),
    (current) =>
      parseScimUser(applyPatch(toScimUser(current, links, { asStatement: true }), body, PATCHABLE_USER), {
        isPatch: true,
      }),
    ip,
  );
  return toResource(context, tenant, row);
}

export async function deleteScimUser(context: AppContext, tenant: DirectoryTenant, id: string, ip: string) {
  await removeDirectoryUser(context, tenant, userIdOf(id), ip);
}
