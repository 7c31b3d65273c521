import type {
  TravelGroup,
  TravelGroupMember,
  travelGroupCreateSchema,
  travelGroupRenameSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound, userNotFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { updateUserTravelGroup } from '../users/service';
import {
  countTravelGroupMembers,
  findMember,
  findTravelGroup,
  insertTravelGroup,
  listMembersOfCompany,
  listTravelGroups,
  type MemberRow,
  renameTravelGroup,
  TRAVEL_GROUP_NAME_CONSTRAINT,
  type TravelGroupRow,
} from './repository';

const GROUP_NOT_FOUND_MESSAGE = 'Grupo de viaje no encontrado.';
const GROUP_OF_COMPANY_MESSAGE = 'Elige un grupo de viaje de la empresa del usuario.';

type TravelGroupCreateInput = z.output<typeof travelGroupCreateSchema>;
type TravelGroupRenameInput = z.output<typeof travelGroupRenameSchema>;

function duplicateNameMessage(name: string): string {
  return `Ya existe un grupo de viaje llamado «${name}» en la empresa.`;
}

function toTravelGroup(group: TravelGroupRow, memberCount: number): TravelGroup {
  return { id: group.id, company_id: group.companyId, name: group.name, member_count: memberCount };
}

function toMember(row: MemberRow): TravelGroupMember {
  return {
    id: row.id,
    documento: row.documento,
    name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    travel_group_id: row.travelGroupId,
  };
}

export async function listCompanyTravelGroups(
  context: AppContext,
  actor: SignedInUser,
  requestedCompanyId: number | undefined,
): Promise<TravelGroup[]> {
  const companyId = await resolveTargetCompany(context.db, actor, requestedCompanyId);
  const rows = await listTravelGroups(context.db, scopeOf(actor), companyId);
  return rows.map(({ group, memberCount }) => toTravelGroup(group, memberCount));
}

export async function createTravelGroup(
  context: AppContext,
  actor: SignedInUser,
  input: TravelGroupCreateInput,
  ip: string,
): Promise<TravelGroup> {
  const companyId = await resolveTargetCompany(context.db, actor, input.company_id);
  try {
    const group = await context.db.transaction(async (tx) => {
      const created = await insertTravelGroup(tx, { companyId, name: input.name });
      await recordAudit(tx, {
        action: 'travel_group.create',
        entity: 'travel_group',
        entityId: created.id,
        companyId,
        actorUserId: actor.id,
        details: { name: created.name },
        ip,
      });
      return created;
    });
    return toTravelGroup(group, 0);
  } catch (error) {
    if (isUniqueViolation(error, TRAVEL_GROUP_NAME_CONSTRAINT))
      throw conflict(duplicateNameMessage(input.name));
    throw error;
  }
}

export async function renameCompanyTravelGroup(
  context: AppContext,
  actor: SignedInUser,
  groupId: number,
  input: TravelGroupRenameInput,
  ip: string,
): Promise<TravelGroup> {
  const scope = scopeOf(actor);
  const before = await findTravelGroup(context.db, scope, groupId);
  if (!before) throw notFound(GROUP_NOT_FOUND_MESSAGE);
  try {
    const group = await context.db.transaction(async (tx) => {
      const renamed = await renameTravelGroup(tx, scope, groupId, input.name);
      if (!renamed) throw notFound(GROUP_NOT_FOUND_MESSAGE);
      await recordAudit(tx, {
        action: 'travel_group.rename',
        entity: 'travel_group',
        entityId: groupId,
        companyId: renamed.companyId,
        actorUserId: actor.id,
        details: { from: before.name, to: renamed.name },
        ip,
      });
      return renamed;
    });
    return toTravelGroup(group, await countTravelGroupMembers(context.db, groupId));
  } catch (error) {
    if (isUniqueViolation(error, TRAVEL_GROUP_NAME_CONSTRAINT))
      throw conflict(duplicateNameMessage(input.name));
    throw error;
  }
}

/** The active users of the company with their travel group, for assigning them. */
export async function listTravelGroupMembers(
  context: AppContext,
  actor: SignedInUser,
  requestedCompanyId: number | undefined,
): Promise<TravelGroupMember[]> {
  const companyId = await resolveTargetCompany(context.db, actor, requestedCompanyId);
  return (await listMembersOfCompany(context.db, scopeOf(actor), companyId)).map(toMember);
}

/** Puts a user in one of their company's groups (null: none); the group's rules then apply to them. */
export async function assignTravelGroup(
  context: AppContext,
  actor: SignedInUser,
  userId: number,
  travelGroupId: number | null,
  ip: string,
): Promise<TravelGroupMember> {
  const scope = scopeOf(actor);
  const before = await findMember(context.db, scope, userId);
  if (!before) throw userNotFound();
  if (travelGroupId !== null) {
    const group = await findTravelGroup(context.db, scope, travelGroupId);
    if (!group || group.companyId !== before.companyId) throw badRequest(GROUP_OF_COMPANY_MESSAGE);
  }
  const after = await context.db.transaction(async (tx) => {
    const row = await updateUserTravelGroup(tx, scope, userId, travelGroupId);
    if (!row) throw userNotFound();
    await recordAudit(tx, {
      action: 'user.travel_group',
      entity: 'user',
      entityId: userId,
      companyId: row.companyId,
      actorUserId: actor.id,
      details: { from: before.travelGroupId, to: row.travelGroupId },
      ip,
    });
    return row;
  });
  return toMember(after);
}
