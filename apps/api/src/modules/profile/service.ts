import type { AdminUser, personalDataUpdateSchema, UserProfile } from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, userNotFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import {
  getAdminUserById,
  getUserProfile,
  listApproversOf,
  USER_DOCUMENTO_CONSTRAINT,
  updatePersonalData,
} from '../users/service';

const DOCUMENTO_TAKEN_MESSAGE = 'Ya hay otra persona de tu empresa con ese número de documento.';

type PersonalDataInput = z.output<typeof personalDataUpdateSchema>;

/** What /profile shows: personal data, identity document, company and approvers. */
export async function getOwnProfile(context: AppContext, actor: SignedInUser): Promise<UserProfile> {
  const scope = scopeOf(actor);
  const profile = await getUserProfile(context.db, scope, actor.id);
  const approvers = await listApproversOf(context.db, scope, [actor.id]);
  const { user, company } = profile;
  return {
    firstname: user.firstname,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    document: { type: user.documentType, number: user.documento },
    company: { id: company.id, name: company.name, city: company.city },
    approvers: approvers.map((approver) => ({
      name: approver.firstname,
      last_name: approver.lastName,
      email: approver.email,
    })),
  };
}

/** The user edits their own personal data; answers the user as GET /api/me does, so the app can refresh it. */
export async function updateOwnPersonalData(
  context: AppContext,
  actor: SignedInUser,
  input: PersonalDataInput,
  ip: string,
): Promise<AdminUser> {
  const scope = scopeOf(actor);
  const before = await getUserProfile(context.db, scope, actor.id);
  const after = {
    firstname: input.firstname,
    lastName: input.last_name,
    phone: input.phone,
    documentType: input.document.type,
    documento: input.document.number,
  };
  const changed = Object.fromEntries(
    Object.entries(after)
      .filter(([field, value]) => before.user[field as keyof typeof after] !== value)
      .map(([field, value]) => [field, { from: before.user[field as keyof typeof after], to: value }]),
  );
  try {
    await context.db.transaction(async (tx) => {
      if (!(await updatePersonalData(tx, scope, actor.id, after))) throw userNotFound();
      await recordAudit(tx, {
        action: 'user.profile_update',
        entity: 'user',
        entityId: actor.id,
        companyId: actor.companyId,
        actorUserId: actor.id,
        details: { changes: changed },
        ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, USER_DOCUMENTO_CONSTRAINT)) throw conflict(DOCUMENTO_TAKEN_MESSAGE);
    throw error;
  }
  return getAdminUserById(context.db, scope, actor.id);
}
