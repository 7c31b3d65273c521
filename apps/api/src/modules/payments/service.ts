import type { Executor } from '@travesia/db';
import {
  CARD_BRAND_UNSUPPORTED_MESSAGE,
  CARD_CVC_INVALID_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_EXPIRY_INVALID_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  type CardBrand,
  CORPORATE_CARD_REQUIRED_MESSAGE,
  type CorporateCard,
  type corporateCardCreateSchema,
  formatCop,
  fullName,
  isCardExpired,
  PAYROLL_AUTHORIZATION_REQUIRED_MESSAGE,
  PAYROLL_NOT_ENABLED_MESSAGE,
  type PaymentMethod,
  type PaymentOptions,
  type PayrollAuthorization,
  type PayrollSettings,
  type payrollAuthorizationSignSchema,
  type payrollSettingsUpdateSchema,
  toCsv,
  toIsoDate,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, companyNotFound, conflict, notFound } from '../../lib/app-error';

import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import {
  type CardRefusalReason,
  CardRefusedError,
  type PaymentProvider,
} from '../../suppliers/payments/payment-provider';
import { recordAudit } from '../audit/service';
import { type BookingReference, findBookingReferences } from '../bookings/reads';
import {
  type CorporateCardRow,
  deactivateCorporateCard,
  deletePayrollDeduction,
  findActivePayrollAuthorization,
  findCorporateCard,
  findPayrollEnabled,
  insertCorporateCard,
  insertPayrollAuthorization,
  listActiveCorporateCards,
  listPayrollDeductions,
  type PayrollAuthorizationRow,
  type PayrollDeductionOfEmployee,
  revokePayrollAuthorizations,
  updatePayrollEnabled,
  upsertPayrollDeduction,
} from './repository';

const CARD_NOT_FOUND_MESSAGE = 'Tarjeta corporativa no encontrada.';
const CHOSEN_CARD_NOT_FOUND_MESSAGE = 'La tarjeta corporativa elegida no existe.';
const CHOSEN_CARD_INACTIVE_MESSAGE = 'La tarjeta corporativa elegida fue desactivada. Elige otra.';
const CHOSEN_CARD_EXPIRED_MESSAGE = 'La tarjeta corporativa elegida está vencida. Elige otra.';
const NO_AUTHORIZATION_MESSAGE = 'No tienes una autorización de descuento por nómina vigente.';

const REFUSAL_MESSAGES: Record<CardRefusalReason, string> = {
  invalid_number: CARD_NUMBER_INVALID_MESSAGE,
  unsupported_brand: CARD_BRAND_UNSUPPORTED_MESSAGE,
  expired: CARD_EXPIRED_MESSAGE,
  invalid_expiry: CARD_EXPIRY_INVALID_MESSAGE,
  invalid_cvc: CARD_CVC_INVALID_MESSAGE,
};

type CardInput = z.output<typeof corporateCardCreateSchema>;
type SignInput = z.output<typeof payrollAuthorizationSignSchema>;
type PayrollSettingsInput = z.output<typeof payrollSettingsUpdateSchema>;

function toCorporateCard(row: CorporateCardRow): CorporateCard {
  return {
    id: row.id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    holder: row.holder,
    expMonth: row.expMonth,
    expYear: row.expYear,
  };
}

function toPayrollAuthorization(row: PayrollAuthorizationRow): PayrollAuthorization {
  return { id: row.id, amountCap: row.amountCap, signedAt: row.signedAt.toISOString() };
}

/** Active cards of the company, for anyone of it to choose one when booking. */
export async function listCompanyCards(
  context: AppContext,
  actor: SignedInUser,
  companyId: number | undefined,
): Promise<CorporateCard[]> {
  const id = await resolveTargetCompany(context.db, actor, companyId);
  const rows = await listActiveCorporateCards(context.db, scopeOf(actor), id);
  return rows.map(toCorporateCard);
}

/**
 * The number and security code go to the provider and nowhere else: only its token, the brand, the last
 * four digits, the holder and the expiry are stored (and audited without the token).
 */
export async function registerCorporateCard(
  context: AppContext,
  actor: SignedInUser,
  input: CardInput,
  ip: string,
): Promise<CorporateCard> {
  const companyId = await resolveTargetCompany(context.db, actor, input.companyId);
  let tokenized: Awaited<ReturnType<PaymentProvider['tokenizeCard']>>;
  try {
    tokenized = await context.paymentProvider.tokenizeCard({
      number: input.number,
      expMonth: input.expMonth,
      expYear: input.expYear,
      cvc: input.cvc,
      holder: input.holder,
    });
  } catch (error) {
    if (error instanceof CardRefusedError) throw badRequest(REFUSAL_MESSAGES[error.reason]);
    throw error;
  }
  const row = await context.db.transaction(async (tx) => {
    const created = await insertCorporateCard(tx, {
      companyId,
      providerToken: tokenized.token,
      brand: tokenized.brand,
      last4: tokenized.last4,
      holder: input.holder,
      expMonth: input.expMonth,
      expYear: input.expYear,
    });
    await recordAudit(tx, {
      action: 'payment.card_register',
      entity: 'corporate_card',
      entityId: created.id,
      companyId,
      actorUserId: actor.id,
      details: { brand: created.brand, last4: created.last4, provider: context.paymentProvider.name },
      ip,
    });
    return created;
  });
  return toCorporateCard(row);
}

export async function deactivateCard(
  context: AppContext,
  actor: SignedInUser,
  cardId: number,
  ip: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const row = await deactivateCorporateCard(tx, scopeOf(actor), cardId);
    if (!row) throw notFound(CARD_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      action: 'payment.card_deactivate',
      entity: 'corporate_card',
      entityId: row.id,
      companyId: row.companyId,
      actorUserId: actor.id,
      details: { brand: row.brand, last4: row.last4 },
      ip,
    });
  });
}

/** Which payment methods the signed-in user can use now, for the booking screens. */
export async function getPaymentOptions(context: AppContext, actor: SignedInUser): Promise<PaymentOptions> {
  const scope = scopeOf(actor);
  const [companyEnabled, authorization, cards] = await Promise.all([
    findPayrollEnabled(context.db, scope, actor.companyId),
    findActivePayrollAuthorization(context.db, scope, actor.id),
    listActiveCorporateCards(context.db, scope, actor.companyId),
  ]);
  return {
    payroll: {
      companyEnabled: companyEnabled === true,
      authorization: authorization ? toPayrollAuthorization(authorization) : null,
    },
    cards: cards.map(toCorporateCard),
  };
}

export async function setPayrollDeductionEnabled(
  context: AppContext,
  actor: SignedInUser,
  input: PayrollSettingsInput,
  ip: string,
): Promise<PayrollSettings> {
  const companyId = await resolveTargetCompany(context.db, actor, input.companyId);
  await context.db.transaction(async (tx) => {
    if (!(await updatePayrollEnabled(tx, scopeOf(actor), companyId, input.enabled))) {
      throw companyNotFound();
    }
    await recordAudit(tx, {
      action: input.enabled ? 'payment.payroll_enable' : 'payment.payroll_disable',
      entity: 'company',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      ip,
    });
  });
  return { companyId, enabled: input.enabled };
}

/** Signing again replaces the authorization in force (it is revoked and a new one stored). */
export async function signPayrollAuthorization(
  context: AppContext,
  actor: SignedInUser,
  input: SignInput,
  ip: string,
): Promise<PayrollAuthorization> {
  const scope = scopeOf(actor);
  if (!(await findPayrollEnabled(context.db, scope, actor.companyId))) {
    throw conflict(PAYROLL_NOT_ENABLED_MESSAGE);
  }
  const row = await context.db.transaction(async (tx) => {
    const now = new Date();
    const replaced = await revokePayrollAuthorizations(tx, scope, actor.id, now);
    const signed = await insertPayrollAuthorization(tx, {
      companyId: actor.companyId,
      userId: actor.id,
      amountCap: input.amountCap,
      signedAt: now,
      signedIp: ip,
    });
    await recordAudit(tx, {
      action: 'payment.payroll_authorization_sign',
      entity: 'payroll_authorization',
      entityId: signed.id,
      companyId: actor.companyId,
      actorUserId: actor.id,
      details: { amountCap: signed.amountCap, replacesPrevious: replaced > 0 },
      ip,
    });
    return signed;
  });
  return toPayrollAuthorization(row);
}

export async function revokePayrollAuthorization(
  context: AppContext,
  actor: SignedInUser,
  ip: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const revoked = await revokePayrollAuthorizations(tx, scopeOf(actor), actor.id, new Date());
    if (revoked === 0) throw notFound(NO_AUTHORIZATION_MESSAGE);
    await recordAudit(tx, {
      action: 'payment.payroll_authorization_revoke',
      entity: 'user',
      entityId: actor.id,
      companyId: actor.companyId,
      actorUserId: actor.id,
      ip,
    });
  });
}

const CSV_HEADER = ['Documento', 'Nombre', 'Localizador', 'Fecha', 'Valor (COP)'];

type PayrollExportRow = PayrollDeductionOfEmployee & BookingReference;

/**
 * Each deduction with its booking's locator and date; one employee's (one name, in the database's order of names)
 * by the date they booked.
 */
async function withBookings(
  db: Executor,
  scope: TenantScope,
  deductions: readonly PayrollDeductionOfEmployee[],
): Promise<PayrollExportRow[]> {
  const references = await findBookingReferences(
    db,
    scope,
    deductions.map((deduction) => deduction.bookingId),
  );
  const runs: PayrollExportRow[][] = [];
  for (const deduction of deductions) {
    const reference = references.get(deduction.bookingId);
    if (!reference) continue;
    const row = { ...deduction, ...reference };
    const run = runs.at(-1);
    const named = run?.[0];
    if (run && named?.lastName === row.lastName && named.firstName === row.firstName) run.push(row);
    else runs.push([row]);
  }
  return runs.flatMap((run) => run.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime()));
}

function toPayrollCsv(rows: PayrollExportRow[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [row.documento, fullName(row), row.locator, toIsoDate(row.bookedAt), row.amount]),
  );
}

/** The company's payroll deductions of one period (YYYY-MM), as a CSV file for its payroll system. */
export async function exportPayrollDeductions(
  context: AppContext,
  actor: SignedInUser,
  period: string,
  companyId: number | undefined,
): Promise<{ filename: string; csv: string }> {
  const id = await resolveTargetCompany(context.db, actor, companyId);
  const scope = scopeOf(actor);
  const rows = await withBookings(
    context.db,
    scope,
    await listPayrollDeductions(context.db, scope, id, period),
  );
  return { filename: `descuentos-nomina-${period}.csv`, csv: toPayrollCsv(rows) };
}

// ---- For the booking service -------------------------------------------------------------------

export interface BookingPaymentChoice {
  paymentMethod: PaymentMethod;
  /** Required with 'tarjeta_corporativa'. */
  corporateCardId?: number;
}

export interface AllowedPayment {
  /** The payroll authorization the deduction rests on ('nomina'). */
  authorizationId: number | null;
  /** The card to charge ('tarjeta_corporativa'). */
  corporateCardId: number | null;
}

/**
 * Checks that `actor` may pay a booking of `total` COP this way, and answers what the booking stores.
 * Payroll: the company enabled it, the employee signed an authorization in force and the total is within
 * its cap (409 otherwise). Card: one of the actor's company, active and not expired (400 when missing or
 * unknown, 409 when deactivated or expired). Pass the booking transaction as `db` to read inside it.
 */
export async function assertPaymentAllowed(
  db: Executor,
  scope: TenantScope,
  actor: { id: number; companyId: number },
  payment: BookingPaymentChoice,
  total: number,
): Promise<AllowedPayment> {
  if (payment.paymentMethod === 'nomina') {
    if (!(await findPayrollEnabled(db, scope, actor.companyId))) throw conflict(PAYROLL_NOT_ENABLED_MESSAGE);
    const authorization = await findActivePayrollAuthorization(db, scope, actor.id);
    if (!authorization || authorization.companyId !== actor.companyId) {
      throw conflict(PAYROLL_AUTHORIZATION_REQUIRED_MESSAGE);
    }
    if (total > authorization.amountCap) {
      throw conflict(
        `El total de la reserva (${formatCop(total)}) supera el tope de ${formatCop(authorization.amountCap)} ` +
          'por reserva que autorizaste para descontar por nómina. Elige otro medio de pago o firma una autorización con un tope mayor en Pago.',
      );
    }
    return { authorizationId: authorization.id, corporateCardId: null };
  }
  if (payment.corporateCardId === undefined) throw badRequest(CORPORATE_CARD_REQUIRED_MESSAGE);
  const card = await findCorporateCard(db, scope, payment.corporateCardId);
  if (!card || card.companyId !== actor.companyId) throw badRequest(CHOSEN_CARD_NOT_FOUND_MESSAGE);
  if (!card.isActive) throw conflict(CHOSEN_CARD_INACTIVE_MESSAGE);
  if (isCardExpired(card.expMonth, card.expYear)) throw conflict(CHOSEN_CARD_EXPIRED_MESSAGE);
  return { authorizationId: null, corporateCardId: card.id };
}

export interface PayrollDeduction {
  companyId: number;
  userId: number;
  bookingId: string;
  authorizationId: number;
  /** COP. */
  amount: number;
  /** YYYY-MM; `payrollPeriodOf(new Date())` for the month the booking is made. */
  period: string;
  /** The employee's documento when the booking is made: the payroll export charges this one. */
  documento: string;
}

/** Adds a booking paid by payroll to its period's export; call it in the transaction that stores the booking. */
export async function recordPayrollDeduction(tx: Executor, deduction: PayrollDeduction): Promise<void> {
  await upsertPayrollDeduction(tx, deduction);
}

/** Takes a cancelled or rejected booking out of the payroll export. */
export async function removePayrollDeduction(tx: Executor, bookingId: string): Promise<void> {
  await deletePayrollDeduction(tx, bookingId);
}
