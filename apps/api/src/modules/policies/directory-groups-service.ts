import type { Executor } from '@travesia/db';
import { DIRECTORY_MESSAGES } from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { recordAudit } from '../audit/service';
import {
  type DirectoryTenant,
  emptyTravelGroup,
  findDirectoryUserIds,
  listDirectoryMembersOf,
  setTravelGroupOfUsers,
} from '../users/directory-service';
import {
  deleteGroupWithItsPolicies,
  findDirectoryGroupRow,
  listDirectoryGroupRows,
  TRAVEL_GROUP_EXTERNAL_ID_CONSTRAINT,
  updateDirectoryGroupRow,
} from './directory-groups-repository';
import { insertTravelGroup, TRAVEL_GROUP_NAME_CONSTRAINT, type TravelGroupRow } from './repository';

export type { DirectoryGroupCondition } from './directory-groups-repository';
export { listGroupNames } from './directory-groups-repository';

/**
 * A company's travel groups as its directory provisions them (SCIM groups, decision 046). A user is in one travel
 * group at most (its rules are the ones that apply), so adding someone to a group takes them out of the one they
 * were in.
 */
export interface DirectoryGroup {
  group: TravelGroupRow;
  /** Ids of the members the directory sees, in order. */
  memberIds: number[];
}

/** A group as the directory states it, whole. */
export interface DirectoryGroupInput {
  name: string;
  externalId: string | null;
  memberIds: number[];
}

const GROUP_NOT_FOUND_MESSAGE = 'Grupo de viaje no encontrado.';
const AUDIT_VIA = { via: 'scim' } as const;

function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error, TRAVEL_GROUP_NAME_CONSTRAINT))
    throw conflict(DIRECTORY_MESSAGES.groupNameTaken);
  if (isUniqueViolation(error, TRAVEL_GROUP_EXTERNAL_ID_CONSTRAINT)) {
    throw conflict(DIRECTORY_MESSAGES.groupExternalIdTaken);
  }
  throw error;
}

async function withMembers(db: Executor, tenant: DirectoryTenant, groups: TravelGroupRow[]) {
  const members = await listDirectoryMembersOf(
    db,
    tenant.scope,
    tenant.companyId,
    groups.map((group) => group.id),
  );
  return groups.map((group) => ({
    group,
    memberIds: members.filter((member) => member.groupId === group.id).map((member) => member.userId),
  }));
}

export async function listDirectoryGroups(
  db: Executor,
  tenant: DirectoryTenant,
  conditions: Parameters<typeof listDirectoryGroupRows>[3],
  page: { offset: number; limit: number },
): Promise<{ total: number; groups: DirectoryGroup[] }> {
  const { total, rows } = await listDirectoryGroupRows(db, tenant.scope, tenant.companyId, conditions, page);
  return { total, groups: await withMembers(db, tenant, rows) };
}

export async function getDirectoryGroup(
  db: Executor,
  tenant: DirectoryTenant,
  groupId: number,
): Promise<DirectoryGroup> {
  const row = await findDirectoryGroupRow(db, tenant.scope, tenant.companyId, groupId);
  if (!row) throw notFound(GROUP_NOT_FOUND_MESSAGE);
  const [group] = await withMembers(db, tenant, [row]);
  if (!group) throw notFound(GROUP_NOT_FOUND_MESSAGE);
  return group;
}

/** Makes the group's members exactly `memberIds`: those added leave the group they were in. */
async function setMembers(
  tx: Executor,
  tenant: DirectoryTenant,
  groupId: number,
  current: readonly number[],
  wanted: readonly number[],
): Promise<{ added: number[]; removed: number[] }> {
  const known = await findDirectoryUserIds(tx, tenant.scope, tenant.companyId, [...wanted]);
  if (wanted.some((id) => !known.has(id))) throw badRequest(DIRECTORY_MESSAGES.memberNotFound);
  const added = [...new Set(wanted)].filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.includes(id));
  await setTravelGroupOfUsers(tx, tenant.scope, tenant.companyId, added, groupId);
  await setTravelGroupOfUsers(tx, tenant.scope, tenant.companyId, removed, null, groupId);
  return { added, removed };
}

export async function createDirectoryGroup(
  context: AppContext,
  tenant: DirectoryTenant,
  input: DirectoryGroupInput,
  ip: string,
): Promise<DirectoryGroup> {
  const groupId = await context.db
    .transaction(async (tx) => {
      const group = await insertTravelGroup(tx, {
        companyId: tenant.companyId,
        name: input.name,
        externalId: input.externalId,
      });
      const { added } = await setMembers(tx, tenant, group.id, [], input.memberIds);
      await recordAudit(tx, {
        action: 'travel_group.create',
        entity: 'travel_group',
        entityId: group.id,
        companyId: tenant.companyId,
        actorUserId: null,
        details: { ...AUDIT_VIA, name: group.name, added },
        ip,
      });
      return group.id;
    })
    .catch(rethrowTaken);
  return getDirectoryGroup(context.db, tenant, groupId);
}

/**
 * The directory changes a group: `change` works the new statement out from the current one (PUT ignores it, PATCH
 * applies its operations) while the group is locked, so two changes at once apply one after the other.
 */
export async function changeDirectoryGroup(
  context: AppContext,
  tenant: DirectoryTenant,
  groupId: number,
  change: (current: DirectoryGroup) => DirectoryGroupInput,
  ip: string,
): Promise<void> {
  await context.db
    .transaction(async (tx) => {
      const row = await findDirectoryGroupRow(tx, tenant.scope, tenant.companyId, groupId, {
        forUpdate: true,
      });
      if (!row) throw notFound(GROUP_NOT_FOUND_MESSAGE);
      const [current] = await withMembers(tx, tenant, [row]);
      if (!current) throw notFound(GROUP_NOT_FOUND_MESSAGE);
      const input = change(current);
      await updateDirectoryGroupRow(tx, tenant.scope, groupId, {
        name: input.name,
        externalId: input.externalId,
      });
      const members = await setMembers(tx, tenant, groupId, current.memberIds, input.memberIds);
      const renamed = input.name !== row.name ? { name: { from: row.name, to: input.name } } : {};
      await recordAudit(tx, {
        action: 'travel_group.directory_update',
        entity: 'travel_group',
        entityId: groupId,
        companyId: tenant.companyId,
        actorUserId: null,
        details: { ...AUDIT_VIA, ...renamed, ...members },
        ip,
      });
    })
    .catch(rethrowTaken);
}

/**
 * The directory deletes a group: its members leave it, and the rules that applied to them only go with it (the
 * company-wide rules stay, and apply to them from then on).
 */
export async function removeDirectoryGroup(
  context: AppContext,
  tenant: DirectoryTenant,
  groupId: number,
  ip: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const row = await findDirectoryGroupRow(tx, tenant.scope, tenant.companyId, groupId, { forUpdate: true });
    if (!row) throw notFound(GROUP_NOT_FOUND_MESSAGE);
    await emptyTravelGroup(tx, tenant.scope, groupId);
    const policiesRemoved = await deleteGroupWithItsPolicies(tx, tenant.scope, groupId);
    await recordAudit(tx, {
      action: 'travel_group.delete',
      entity: 'travel_group',
      entityId: groupId,
      companyId: tenant.companyId,
      actorUserId: null,
      details: { ...AUDIT_VIA, name: row.name, policiesRemoved },
      ip,
    });
  });
}
