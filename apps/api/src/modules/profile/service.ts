import type { Executor } from '@travesia/db';
import type { AdminUser, FlightPassenger, personalDataUpdateSchema, UserProfile } from '@travesia/domain';
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
  type UserRow,
  updatePersonalData,
} from '../users/service';

const DOCUMENTO_TAKEN_MESSAGE = 'Ya hay otra persona de tu empresa con ese número de documento.';

type PersonalDataInput = z.output<typeof personalDataUpdateSchema>;
type PersonalDataChanges = Parameters<typeof updatePersonalData>[3];

/** What `after` changes of the stored user, as the audit entry records it: `{ field: { from, to } }`. */
function changesOf(
  before: UserRow,
  after: PersonalDataChanges,
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([field, value]) => before[field as keyof PersonalDataChanges] !== value)
      .map(([field, value]) => [field, { from: before[field as keyof PersonalDataChanges], to: value }]),
  );
}

/** What /profile shows: personal data, identity document, company and approvers. */
export async function getOwnProfile(context: AppContext, actor: SignedInUser): Promise<UserProfile> {
  const scope = scopeOf(actor);
  const profile = await getUserProfile(context.db, scope, actor.id);
  const approvers = await listApproversOf(context.db, scope, [actor.id]);
  const { user, company } = profile;
  return {
    firstname: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    document: { type: user.documentType, number: user.documento },
    gender: user.gender,
    birthDate: user.birthDate,
    nationality: user.nationality,
    company: { id: company.id, name: company.name, city: company.city },
    approvers: approvers.map((approver) => ({
      name: approver.firstName,
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
  const after: PersonalDataChanges = {
    firstName: input.firstname,
    lastName: input.last_name,
    phone: input.phone,
    documentType: input.document.type,
    documento: input.document.number,
    // Left out of the request: kept as they are.
    ...(input.gender !== undefined && { gender: input.gender }),
    ...(input.birthDate !== undefined && { birthDate: input.birthDate }),
    ...(input.nationality !== undefined && { nationality: input.nationality }),
  };
  const changed = changesOf(before.user, after);
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

/**
 * A flight the traveller books with themselves among its passengers keeps their sex, birth date and nationality as
 * typed, so the next booking (and /profile) starts from them. The traveller is the passenger with the signed-in
 * user's documento, as stored: a colleague on the same booking keeps nothing on the traveller. Runs in the
 * booking's transaction, so both are kept or neither.
 */
export async function keepOwnTravellerDetails(
  tx: Executor,
  actor: SignedInUser,
  passengers: readonly FlightPassenger[],
  ip: string,
): Promise<void> {
  const scope = scopeOf(actor);
  const { user } = await getUserProfile(tx, scope, actor.id);
  const own = passengers.find((passenger) => passenger.documento === user.documento);
  if (!own) return;
  const details = { gender: own.gender, birthDate: own.birthDate, nationality: own.nationality };
  const changed = changesOf(user, details);
  if (Object.keys(changed).length === 0) return;
  await updatePersonalData(tx, scope, actor.id, details);
  await recordAudit(tx, {
    action: 'user.profile_update',
    entity: 'user',
    entityId: actor.id,
    companyId: actor.companyId,
    actorUserId: actor.id,
    details: { changes: changed, via: 'flight_booking' },
    ip,
  });
}
