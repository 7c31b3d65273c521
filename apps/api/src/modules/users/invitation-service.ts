import type { Executor } from '@travesia/db';
import {
  CLIENT_COMPANY_MESSAGES,
  DOCUMENTO_TAKEN_MESSAGE,
  EMAIL_IN_COMPANY_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  fullName,
  INVALID_INVITATION_MESSAGE,
  INVITATION_DOCUMENTO_MISMATCH_MESSAGE,
  INVITATION_NOT_PENDING_MESSAGE,
  INVITATION_TTL_DAYS,
  type InvitationDetails,
  type invitationAcceptSchema,
  inviteeStandingOf,
  parseUserCsv,
  ROLE_LABELS,
  type UserImportCheck,
  type UserImportRow,
  type UserInvitation,
  type userInviteRequestSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword } from '../../lib/passwords';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { generateToken, hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import { getCompanyRow } from '../companies/service';
import { type MailMessage, sendMail } from '../mail/service';
import { assertRoleGrantable } from './admin-service';
import {
  consumeInvitation,
  expirePendingInvitations,
  findPendingInvitation,
  findUsableInvitation,
  type InvitationRow,
  insertInvitations,
  listPendingInvitations,
} from './invitation-repository';
import {
  type EmailAccountRow,
  findAccountsByEmail,
  findTakenDocumentos,
  findUserProfileById,
  insertUser,
} from './repository';

type InviteInput = z.output<typeof userInviteRequestSchema>;
type AcceptInput = z.output<typeof invitationAcceptSchema>;

/** Who is invited: the e-mail and role, plus the name and documento when a CSV gave them. */
type Invitee = Pick<UserImportRow, 'email' | 'role'> &
  Partial<Pick<UserImportRow, 'firstname' | 'last_name' | 'documento'>>;

const MAX_ROWS_IN_MESSAGE = 5;

function toUserInvitation(row: InvitationRow): UserInvitation {
  return {
    email: row.email,
    role: row.role,
    firstname: row.firstName,
    last_name: row.lastName,
    documento: row.documento,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function listCompanyInvitations(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
): Promise<UserInvitation[]> {
  const scope = scopeOf(actor);
  await getCompanyRow(context, scope, companyId);
  const rows = await listPendingInvitations(context.db, scope, companyId, new Date());
  return rows.map(toUserInvitation);
}

/** The pending invitation to `email` stops working; only who may grant its role may revoke it. */
export async function revokeInvitation(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  email: string,
  ip: string,
): Promise<void> {
  const scope = scopeOf(actor);
  await getCompanyRow(context, scope, companyId);
  const now = new Date();
  const invitation = await findPendingInvitation(context.db, scope, companyId, email, now);
  if (!invitation) throw notFound(INVITATION_NOT_PENDING_MESSAGE);
  assertRoleGrantable(actor, invitation.role, companyId);
  await context.db.transaction(async (tx) => {
    await expirePendingInvitations(tx, companyId, [email], now);
    await recordAudit(tx, {
      action: 'user.invitation_revoke',
      entity: 'user_invitation',
      entityId: email,
      companyId,
      actorUserId: actor.id,
      details: { role: invitation.role },
      ip,
    });
  });
}

/** The e-mail that carries an invitation's single-use link. */
function invitationMail(
  appUrl: string,
  invitee: Invitee,
  inviterName: string,
  companyName: string,
  token: string,
): MailMessage {
  return {
    to: invitee.email,
    subject: `${companyName} te invita a Travesía`,
    text: [
      invitee.firstname ? `Hola, ${invitee.firstname}:` : 'Hola:',
      `${inviterName} te invitó a unirte a ${companyName} en Travesía, la plataforma de viajes ` +
        `corporativos de tu empresa, con el rol ${ROLE_LABELS[invitee.role]}.`,
      `Crea tu cuenta con el enlace de abajo; vence en ${INVITATION_TTL_DAYS} días y sirve una sola vez.`,
    ].join('\n\n'),
    actions: [{ label: 'Crear mi cuenta', url: `${appUrl}/invitation/${encodeURIComponent(token)}` }],
    closing: ['Si no esperabas esta invitación, ignora este correo.', 'Equipo Travesía'].join('\n\n'),
  };
}

/** What the owner of an account in another company gets instead of an invitation: no link, nothing changed. */
function accountElsewhereMail(
  appUrl: string,
  email: string,
  account: EmailAccountRow,
  companyName: string,
): MailMessage {
  return {
    to: email,
    subject: 'Intentaron invitarte a otra empresa en Travesía',
    text: [
      `Hola, ${account.firstName}:`,
      `${companyName} intentó invitarte a Travesía con este correo, pero ya tienes una cuenta con él. Cada ` +
        'correo tiene una sola cuenta, así que no creamos otra ni cambiamos nada en la tuya.',
      `Si necesitas viajar también con ${companyName}, pide que te inviten con otro correo.`,
    ].join('\n\n'),
    actions: [{ label: 'Iniciar sesión', url: `${appUrl}/login` }],
    closing: ['Si no esperabas esta invitación, ignora este correo.', 'Equipo Travesía'].join('\n\n'),
  };
}

/**
 * Stores one single-use invitation per invitee (only the token's hash) in one transaction with its audit
 * entries and the e-mails that carry the links. Earlier pending invitations to the same e-mails stop working.
 * An invitee whose address has an account in another company (`accountsElsewhere`) is stored, listed and
 * answered like any other, but its link is never sent: the owner is told instead (inviteeStandingOf).
 */
async function issueInvitations(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  invitees: Invitee[],
  accountsElsewhere: Map<string, EmailAccountRow>,
  via: 'form' | 'csv',
  ip: string,
): Promise<void> {
  const scope = scopeOf(actor);
  const company = await getCompanyRow(context, scope, companyId);
  const inviter = await findUserProfileById(context.db, scope, actor.id);
  const inviterName = inviter ? fullName(inviter.user) : 'Tu empresa';
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);
  const invitations = invitees.map((invitee) => ({ invitee, token: generateToken() }));

  await context.db.transaction(async (tx) => {
    await expirePendingInvitations(
      tx,
      companyId,
      invitees.map((invitee) => invitee.email),
      now,
    );
    await insertInvitations(
      tx,
      invitations.map(({ invitee, token }) => ({
        tokenHash: hashToken(token),
        companyId,
        email: invitee.email,
        role: invitee.role,
        firstName: invitee.firstname ?? null,
        lastName: invitee.last_name ?? null,
        documento: invitee.documento ?? null,
        invitedBy: actor.id,
        expiresAt,
      })),
    );
    for (const { invitee, token } of invitations) {
      const accountElsewhere = accountsElsewhere.get(invitee.email);
      await recordAudit(tx, {
        action: 'user.invite',
        entity: 'user_invitation',
        entityId: invitee.email,
        companyId,
        actorUserId: actor.id,
        details: {
          role: invitee.role,
          via,
          outcome: accountElsewhere ? 'account_elsewhere' : 'invitation_sent',
        },
        ip,
      });
      const { appUrl } = context.config;
      await sendMail(
        { db: tx },
        accountElsewhere
          ? accountElsewhereMail(appUrl, invitee.email, accountElsewhere, company.name)
          : invitationMail(appUrl, invitee, inviterName, company.name, token),
      );
    }
  });
}

export async function inviteUser(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  input: InviteInput,
  ip: string,
): Promise<UserInvitation> {
  assertRoleGrantable(actor, input.role, companyId);
  await getCompanyRow(context, scopeOf(actor), companyId);
  const accounts = await findAccountsByEmail(context.db, [input.email]);
  if (inviteeStandingOf(accounts.get(input.email)?.companyId, companyId) === 'member') {
    throw conflict(EMAIL_IN_COMPANY_MESSAGE);
  }
  await issueInvitations(context, actor, companyId, [input], accounts, 'form', ip);
  const pending = await listPendingInvitations(context.db, scopeOf(actor), companyId, new Date());
  const invitation = pending.find((row) => row.email === input.email);
  if (!invitation) throw new Error('The invitation just stored is missing');
  return toUserInvitation(invitation);
}

/**
 * The first administrador of a company the operador just opened, invited by name. Unlike a colleague's invitation,
 * an address that already has an account is refused: the operador sees every company, and a company whose only
 * administrador can never sign in is not opened.
 */
export async function assertFirstAdministratorInvitable(context: AppContext, email: string): Promise<void> {
  if ((await findAccountsByEmail(context.db, [email])).has(email)) {
    throw conflict(CLIENT_COMPANY_MESSAGES.adminHasAccount);
  }
}

export async function inviteFirstAdministrator(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  admin: { email: string; firstname: string; last_name: string },
  ip: string,
): Promise<UserInvitation> {
  assertRoleGrantable(actor, 'administrador', companyId);
  await issueInvitations(
    context,
    actor,
    companyId,
    [{ ...admin, role: 'administrador' }],
    new Map(),
    'form',
    ip,
  );
  const pending = await listPendingInvitations(context.db, scopeOf(actor), companyId, new Date());
  const invitation = pending.find((row) => row.email === admin.email);
  if (!invitation) throw new Error('The invitation just stored is missing');
  return toUserInvitation(invitation);
}

/**
 * Every row of the file with its errors: the file's own rules plus e-mails and documentos already in the company.
 * An e-mail with an account in another company is no error (inviteeStandingOf); those accounts come back apart.
 */
async function checkUserCsv(
  db: Executor,
  scope: TenantScope,
  actor: SignedInUser,
  companyId: number,
  csv: string,
): Promise<UserImportCheck & { users: UserImportRow[]; accountsElsewhere: Map<string, EmailAccountRow> }> {
  const parsed = parseUserCsv(csv, actor.role, {
    actorCompanyId: actor.companyId,
    targetCompanyId: companyId,
  });
  const valid = parsed.rows.flatMap((row) => (row.user ? [row.user] : []));
  const accounts = await findAccountsByEmail(
    db,
    valid.map((user) => user.email),
  );
  const standingOf = (email: string) => inviteeStandingOf(accounts.get(email)?.companyId, companyId);
  const takenDocumentos = await findTakenDocumentos(
    db,
    scope,
    companyId,
    valid.map((user) => user.documento),
  );
  const rows = parsed.rows.map((row) => {
    const errors = [...row.errors];
    if (row.user && standingOf(row.user.email) === 'member') errors.push(EMAIL_IN_COMPANY_MESSAGE);
    if (row.user && takenDocumentos.has(row.user.documento)) errors.push(DOCUMENTO_TAKEN_MESSAGE);
    return { line: row.line, email: row.values.email, errors };
  });
  const accountsElsewhere = new Map([...accounts].filter(([email]) => standingOf(email) === 'elsewhere'));
  return { rows, fileErrors: parsed.fileErrors, users: valid, accountsElsewhere };
}

/** Checks a users CSV without changing anything (the screen's preview). */
export async function previewUserImport(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  csv: string,
): Promise<UserImportCheck> {
  const scope = scopeOf(actor);
  await getCompanyRow(context, scope, companyId);
  const { rows, fileErrors } = await checkUserCsv(context.db, scope, actor, companyId, csv);
  return { rows, fileErrors };
}

/** All or nothing: one invalid row and nobody is invited; the message names the rows to fix. */
export async function importUsers(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  csv: string,
  ip: string,
): Promise<{ invited: number }> {
  const scope = scopeOf(actor);
  await getCompanyRow(context, scope, companyId);
  const check = await checkUserCsv(context.db, scope, actor, companyId, csv);
  const [fileError] = check.fileErrors;
  if (fileError) throw badRequest(fileError);
  const invalid = check.rows.filter((row) => row.errors.length > 0);
  if (invalid.length > 0) {
    const listed = invalid
      .slice(0, MAX_ROWS_IN_MESSAGE)
      .map((row) => `fila ${row.line}: ${row.errors.join(' ')}`)
      .join('; ');
    const more = invalid.length > MAX_ROWS_IN_MESSAGE ? ` y ${invalid.length - MAX_ROWS_IN_MESSAGE} más` : '';
    const rowsLabel =
      invalid.length === 1 ? '1 fila tiene errores' : `${invalid.length} filas tienen errores`;
    throw badRequest(`No se invitó a nadie: ${rowsLabel} (${listed}${more}).`);
  }
  await issueInvitations(context, actor, companyId, check.users, check.accountsElsewhere, 'csv', ip);
  return { invited: check.users.length };
}

async function getUsableInvitation(context: AppContext, token: string) {
  const usable = await findUsableInvitation(context.db, hashToken(token), new Date());
  if (!usable) throw notFound(INVALID_INVITATION_MESSAGE);
  return usable;
}

/** What the invitation page shows: the company, the e-mail, the role and any name the CSV gave. */
export async function getInvitationDetails(context: AppContext, token: string): Promise<InvitationDetails> {
  const { invitation, companyName } = await getUsableInvitation(context, token);
  return {
    email: invitation.email,
    role: invitation.role,
    companyName,
    firstname: invitation.firstName,
    last_name: invitation.lastName,
    documento: invitation.documento,
  };
}

/**
 * Creates the invitee's account in the inviting company with the invited role, spending the invitation. The link's
 * random token is what lets the invitee in, and an unknown one is refused before any password is hashed, so no
 * per-address limit stands in the way: one behind an office's address could be spent by anybody there (decision 061).
 */
export async function acceptInvitation(
  context: AppContext,
  token: string,
  input: AcceptInput,
  ip: string,
): Promise<{ email: string }> {
  const { invitation: pending } = await getUsableInvitation(context, token);
  // The administrator's documento (from the CSV) is the one payroll and the company know the invitee by.
  if (pending.documento !== null && pending.documento !== input.documento) {
    throw badRequest(INVITATION_DOCUMENTO_MISMATCH_MESSAGE);
  }
  const passwordHash = await hashPassword(input.password);
  return context.db
    .transaction(async (tx) => {
      const invitation = await consumeInvitation(tx, hashToken(token), new Date());
      if (!invitation) throw notFound(INVALID_INVITATION_MESSAGE);
      const user = await insertUser(tx, {
        companyId: invitation.companyId,
        documento: invitation.documento ?? input.documento,
        firstName: input.firstname,
        lastName: input.last_name,
        email: invitation.email,
        phone: input.phone ?? null,
        role: invitation.role,
        passwordHash,
      });
      await recordAudit(tx, {
        action: 'user.invitation_accept',
        entity: 'user',
        entityId: user.id,
        companyId: invitation.companyId,
        actorUserId: user.id,
        details: { role: invitation.role, invitedBy: invitation.invitedBy },
        ip,
      });
      return { email: invitation.email };
    })
    .catch((error: unknown) => {
      // The transaction rolled back, so the invitation can still be used with a corrected documento.
      if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN_MESSAGE);
      if (isUniqueViolation(error, 'users_company_documento_key')) throw conflict(DOCUMENTO_TAKEN_MESSAGE);
      throw error;
    });
}
