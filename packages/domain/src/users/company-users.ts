import { z } from 'zod';
import { documentoSchema, emailSchema } from '../auth/auth-schemas';
import { newPasswordSchema } from '../auth/password';
import { SIGN_UP_VIAS } from '../auth/sign-up';
import { phoneSchema } from '../fields/phone';
import { hasInvalidTextCharacters, personName, singleLineText } from '../fields/text';
import { hasRoleAtLeast, ROLE_LABELS, ROLES, type Role, roleSchema } from './roles';
import { adminUserSchema } from './user-profile';

/** The users of a company as its administrator manages them (`/api/users/company/:companyId`). */
export const companyUserSchema = adminUserSchema.extend({
  id: z.number().int(),
  is_active: z.boolean(),
  /** Set when the person signed up by themselves (company domain or invitation code). */
  signup_via: z.enum(SIGN_UP_VIAS).nullable(),
  /** Joined with the invitation code and cannot sign in until an administrator approves them. */
  awaiting_approval: z.boolean(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;
export const companyUsersResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(companyUserSchema),
});

export const INVITATION_TTL_DAYS = 7;
export const INVALID_INVITATION_MESSAGE = 'La invitación no es válida, ya se usó o venció. Pide una nueva.';
export const INVITATION_DOCUMENTO_MISMATCH_MESSAGE =
  'El número de documento no coincide con el de tu invitación. Escribe el que registró tu empresa.';
export const EMAIL_TAKEN_MESSAGE = 'Ya existe una cuenta con este correo electrónico.';
export const EMAIL_IN_COMPANY_MESSAGE = 'Ya existe un usuario con este correo electrónico en la empresa.';
export const DOCUMENTO_TAKEN_MESSAGE = 'Ya existe un usuario con este número de documento en la empresa.';
export const SELF_DEACTIVATION_MESSAGE = 'No puedes desactivar tu propia cuenta.';
export const SELF_DEMOTION_MESSAGE = 'No puedes bajar tu propio rol.';

const roleField = z.enum(ROLES, {
  error: 'El rol debe ser viajero, aprobador, administrador u operador.',
});

/**
 * An administrator hands out any role of their company; only the agency (operador) makes operators.
 * This is the rule by role alone: where the user's company is known, `canGrantRoleInCompany` adds that an
 * operator account only ever belongs to the agency's own company.
 */
export function canGrantRole(actorRole: Role, role: Role): boolean {
  if (!hasRoleAtLeast(actorRole, 'administrador')) return false;
  return role !== 'operador' || actorRole === 'operador';
}

export const OPERATOR_OUTSIDE_AGENCY_MESSAGE =
  'El rol Operador solo se asigna a usuarios de la agencia, no a los de una empresa cliente.';

/** The actor's company and the company of the user who gets the role. */
export interface RoleGrantCompanies {
  actorCompanyId: number;
  targetCompanyId: number;
}

/** Why a role may not be granted in a company, or null when it may: the role, then the company. */
export function roleGrantRefusal(actorRole: Role, role: Role, company: RoleGrantCompanies): string | null {
  if (!canGrantRole(actorRole, role)) return roleNotGrantableMessage(role);
  if (role === 'operador' && company.targetCompanyId !== company.actorCompanyId) {
    return OPERATOR_OUTSIDE_AGENCY_MESSAGE;
  }
  return null;
}

/** `canGrantRole` for a user of `targetCompanyId`: operators are made only in the agency's own company. */
export function canGrantRoleInCompany(actorRole: Role, role: Role, company: RoleGrantCompanies): boolean {
  return roleGrantRefusal(actorRole, role, company) === null;
}

/** Roles as a CSV cell names them, joined in Spanish: "viajero, aprobador o administrador" ("u" before "o"). */
export function listRoleNames(roles: readonly Role[]): string {
  const last = roles.at(-1) ?? '';
  if (roles.length < 2) return last;
  return `${roles.slice(0, -1).join(', ')} ${last.startsWith('o') ? 'u' : 'o'} ${last}`;
}

/** What a row with an unknown role is told: only the roles this actor may give, never one they cannot. */
export function roleChoiceMessage(roles: readonly Role[]): string {
  return `El rol debe ser ${listRoleNames(roles)}.`;
}

export function roleNotGrantableMessage(role: Role): string {
  return `No puedes asignar el rol ${ROLE_LABELS[role]}.`;
}

/** The roles an actor may hand out, lowest first (for role pickers); with `company`, in that company. */
export function grantableRoles(actorRole: Role, company?: RoleGrantCompanies): Role[] {
  return ROLES.filter((role) =>
    company ? canGrantRoleInCompany(actorRole, role, company) : canGrantRole(actorRole, role),
  );
}

/**
 * Where an invited address stands, by the company of the account it already has (undefined: none). E-mails are
 * unique across companies, yet an administrator may only learn about their own company's users: an address of
 * the inviting company is a `member` (refused, as the users list shows it anyway); one of another company is
 * `elsewhere` and is answered exactly like a `new` one, its owner being told by e-mail instead of invited, so an
 * invitation never tells who works where (as sign-up, decision 010).
 */
export type InviteeStanding = 'new' | 'member' | 'elsewhere';

export function inviteeStandingOf(accountCompanyId: number | undefined, companyId: number): InviteeStanding {
  if (accountCompanyId === undefined) return 'new';
  return accountCompanyId === companyId ? 'member' : 'elsewhere';
}

/** A pending invitation as the administrator sees it. */
export const userInvitationSchema = z.object({
  email: z.string(),
  role: roleSchema,
  firstname: z.string().nullable(),
  last_name: z.string().nullable(),
  documento: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type UserInvitation = z.infer<typeof userInvitationSchema>;
export const userInvitationsResponseSchema = z.object({ data: z.array(userInvitationSchema) });

export const userInviteRequestSchema = z.object({ email: emailSchema, role: roleField });
export type UserInviteRequest = z.input<typeof userInviteRequestSchema>;

/** POST /api/users/:userId/sign-up-decision: an administrator lets an account made with the code in, or not. */
export const signUpDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Indica si apruebas o rechazas la cuenta.' }),
});
export type SignUpDecision = z.input<typeof signUpDecisionSchema>;
export const NOT_AWAITING_APPROVAL_MESSAGE = 'Esta cuenta no está esperando aprobación.';

/** POST /api/companies/:id/invitations/revoke: the pending invitation to `email` stops working. */
export const invitationRevokeSchema = z.object({ email: emailSchema });
export const INVITATION_NOT_PENDING_MESSAGE = 'No hay una invitación pendiente para este correo.';

/** PATCH /api/users/:userId: a new role, or (de)activation; one change at a time. */
export const userChangeSchema = z
  .object({
    role: roleField.optional(),
    isActive: z.boolean({ error: 'Indica si el usuario queda activo.' }).optional(),
  })
  .refine((change) => (change.role === undefined) !== (change.isActive === undefined), {
    error: 'Indica un cambio: el rol o el estado del usuario.',
  });
export type UserChange = z.input<typeof userChangeSchema>;

/** What the invitation page shows before the invitee joins. */
export const invitationDetailsSchema = z.object({
  email: z.string(),
  role: roleSchema,
  companyName: z.string(),
  firstname: z.string().nullable(),
  last_name: z.string().nullable(),
  documento: z.string().nullable(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

export const invitationTokenSchema = singleLineText({ invalid: INVALID_INVITATION_MESSAGE })
  .min(20, { error: INVALID_INVITATION_MESSAGE })
  .max(200, { error: INVALID_INVITATION_MESSAGE });

export const invitationAcceptSchema = z.object({
  firstname: personName('El nombre'),
  last_name: personName('El apellido'),
  documento: documentoSchema,
  phone: z.union([z.literal('').transform(() => undefined), phoneSchema]).optional(),
  password: newPasswordSchema,
});
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;
export const invitationAcceptedSchema = z.object({ email: z.string() });

// ---- CSV import ----------------------------------------------------------------------------------

export const USER_CSV_COLUMNS = ['email', 'firstname', 'last_name', 'documento', 'role'] as const;
export const USER_CSV_MAX_ROWS = 500;
export const USER_CSV_MAX_LENGTH = 60_000;

export const userImportRowSchema = z.object({
  email: emailSchema,
  firstname: personName('El nombre'),
  last_name: personName('El apellido'),
  documento: documentoSchema,
  role: z.string().trim().toLowerCase().pipe(roleField),
});
export type UserImportRow = z.output<typeof userImportRowSchema>;

export interface UserCsvRow {
  /** Line of the file (the header is line 1). */
  line: number;
  /** The row as written, column by column. */
  values: Record<(typeof USER_CSV_COLUMNS)[number], string>;
  /** The parsed row when every field is valid. */
  user: UserImportRow | null;
  /** Spanish messages; empty when the row can be imported. */
  errors: string[];
}

export interface UserCsvParse {
  rows: UserCsvRow[];
  /** Problems with the file as a whole (no header, too many rows). */
  fileErrors: string[];
}

export const userImportRequestSchema = z.object({
  csv: z
    .string({ error: 'Adjunta el archivo CSV.' })
    // The byte-order mark a spreadsheet may write first is no character of the file's (the others are refused).
    .overwrite((csv) => csv.replace(/^\uFEFF/, ''))
    .refine((csv) => !hasInvalidTextCharacters(csv, { multiline: true }), {
      error: 'El archivo contiene caracteres no válidos.',
    })
    .min(1, { error: 'El archivo está vacío.' })
    .max(USER_CSV_MAX_LENGTH, { error: 'El archivo es demasiado grande (máximo 60 KB).' }),
});
export type UserImportRequest = z.input<typeof userImportRequestSchema>;

export const userImportRowResultSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  errors: z.array(z.string()),
});
/** The server's check of a file: every row with its errors; `fileErrors` for the file as a whole. */
export const userImportCheckSchema = z.object({
  rows: z.array(userImportRowResultSchema),
  fileErrors: z.array(z.string()),
});
export type UserImportCheck = z.infer<typeof userImportCheckSchema>;
export const userImportResultSchema = z.object({ invited: z.number().int() });

/** Splits one CSV line on `separator`, honouring double quotes ("a, b" and "" for a quote). */
function splitCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (isQuoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      isQuoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/**
 * Reads a users CSV (header `email,firstname,last_name,documento,role` in any order; comma or semicolon,
 * as spreadsheets in Colombia save it) and checks every row with the same rules as the API, including
 * repeated e-mails or documentos inside the file and roles the actor may not grant (in `company`, when
 * given: the server always gives it).
 */
export function parseUserCsv(text: string, actorRole: Role, company?: RoleGrantCompanies): UserCsvParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerLine = lines[0] ?? '';
  const separator = headerLine.split(';').length > headerLine.split(',').length ? ';' : ',';
  const header = splitCsvLine(headerLine, separator).map((name) => name.toLowerCase());
  const missing = USER_CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return {
      rows: [],
      fileErrors: [
        `La primera fila debe tener las columnas ${USER_CSV_COLUMNS.join(', ')}. Falta: ${missing.join(', ')}.`,
      ],
    };
  }

  const roleChoice = roleChoiceMessage(grantableRoles(actorRole, company));
  const rows: UserCsvRow[] = [];
  const emailLines = new Map<string, number>();
  const documentoLines = new Map<string, number>();
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = splitCsvLine(line, separator);
    const values = Object.fromEntries(
      USER_CSV_COLUMNS.map((column) => [column, cells[header.indexOf(column)] ?? '']),
    ) as UserCsvRow['values'];
    const lineNumber = index + 2;
    const parsed = userImportRowSchema.safeParse(values);
    // An unknown role is answered with the roles this actor may give, not every role there is.
    const errors = parsed.success
      ? []
      : [
          ...new Set(
            parsed.error.issues.map((issue) => (issue.path[0] === 'role' ? roleChoice : issue.message)),
          ),
        ];
    const user = parsed.success ? parsed.data : null;
    if (user) {
      const emailLine = emailLines.get(user.email);
      if (emailLine) errors.push(`El correo ya aparece en la fila ${emailLine}.`);
      else emailLines.set(user.email, lineNumber);
      const documentoLine = documentoLines.get(user.documento);
      if (documentoLine) errors.push(`El documento ya aparece en la fila ${documentoLine}.`);
      else documentoLines.set(user.documento, lineNumber);
      const refusal = company
        ? roleGrantRefusal(actorRole, user.role, company)
        : canGrantRole(actorRole, user.role)
          ? null
          : roleNotGrantableMessage(user.role);
      if (refusal) errors.push(refusal);
    }
    rows.push({ line: lineNumber, values, user: errors.length === 0 ? user : null, errors });
  });

  const fileErrors: string[] = [];
  if (rows.length === 0) fileErrors.push('El archivo no tiene filas de usuarios.');
  if (rows.length > USER_CSV_MAX_ROWS) {
    fileErrors.push(`El archivo tiene ${rows.length} filas; el máximo es ${USER_CSV_MAX_ROWS}.`);
  }
  return { rows, fileErrors };
}
