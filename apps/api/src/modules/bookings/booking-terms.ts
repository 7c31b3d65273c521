import {
  type bookingPaymentFieldsSchema,
  CATALOG_REQUIRED_MESSAGES,
  type CatalogKind,
  type CostCenter,
  isChoiceRequired,
  OUT_OF_POLICY_REASON_REQUIRED_MESSAGE,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import type { TenantScope } from '../../lib/tenant-scope';
import type { CompanyRow } from '../companies/service';
import { countActiveCatalogEntries, findUsableCatalogEntryId } from '../company-catalogs/service';
import { findBookableCostCenter } from '../cost-centers/service';
import { findUsableReason } from '../policies/out-of-policy-reasons-service';
import { getUserProfile } from '../users/service';
import type { TravellerRow } from './repository';

const REASON_MESSAGE = 'Elige un motivo de la lista de tu empresa.';
const CATALOG_CHOICE_MESSAGES: Record<CatalogKind, string> = {
  'project-clients': 'Elige un cliente-proyecto de tu empresa.',
  'expense-types': 'Elige un tipo de gasto de tu empresa.',
};
const COST_CENTER_MESSAGE = 'Elige un centro de costos de tu empresa.';

type BookingPaymentInput = z.output<typeof bookingPaymentFieldsSchema>;

/** The active cost center of the actor's company, as a booking shows it; any other id is refused. */
export async function findCostCenterOrRefuse(
  context: AppContext,
  scope: TenantScope,
  actor: SignedInUser,
  costCenterId: number,
): Promise<CostCenter> {
  const costCenter = await findBookableCostCenter(context.db, scope, actor.companyId, costCenterId);
  if (!costCenter) throw badRequest(COST_CENTER_MESSAGE);
  return costCenter;
}

/** What the company's rules add to a booking beyond what is booked: approval, reason, billing, payment. */
export interface BookingTerms {
  company: CompanyRow;
  traveller: TravellerRow;
  isWithin: boolean;
  outOfPolicyReason: string | null;
  outOfPolicyReasonId: number | null;
  projectClientId: number | null;
  expenseTypeId: number | null;
  /** How the traveller chose to pay; checked against the company's rules inside the booking's transaction. */
  payment: Pick<BookingPaymentInput, 'paymentMethod' | 'corporateCardId'>;
}

/**
 * A project client or expense type must be an active entry of the actor's company, and is required when the
 * company says so (and has entries to choose from).
 */
async function checkCatalogChoice(
  context: AppContext,
  scope: TenantScope,
  actor: SignedInUser,
  kind: CatalogKind,
  isRequired: boolean,
  chosenId: number | undefined,
): Promise<number | null> {
  if (chosenId === undefined) {
    if (!isRequired) return null;
    const entries = await countActiveCatalogEntries(context.db, scope, kind, actor.companyId);
    if (isChoiceRequired(isRequired, entries)) throw badRequest(CATALOG_REQUIRED_MESSAGES[kind]);
    return null;
  }
  const entryId = await findUsableCatalogEntryId(context.db, scope, kind, actor.companyId, chosenId);
  if (entryId === undefined) throw badRequest(CATALOG_CHOICE_MESSAGES[kind]);
  return entryId;
}

/**
 * Checks what the traveller chose against the company's data: a reason (a code of the company, free text or
 * both) when out of policy, a project client and an expense type of the company.
 */
export async function resolveBookingTerms(
  context: AppContext,
  scope: TenantScope,
  actor: SignedInUser,
  company: CompanyRow,
  request: BookingPaymentInput,
  isWithin: boolean,
): Promise<BookingTerms> {
  const profile = await getUserProfile(context.db, scope, actor.id);
  let reasonLabel: string | null = null;
  if (request.outOfPolicyReasonId !== undefined) {
    const reason = await findUsableReason(context.db, scope, actor.companyId, request.outOfPolicyReasonId);
    if (!reason) throw badRequest(REASON_MESSAGE);
    reasonLabel = reason.label;
  }
  if (!isWithin && !reasonLabel && !request.outOfPolicyReason) {
    throw badRequest(OUT_OF_POLICY_REASON_REQUIRED_MESSAGE);
  }
  const projectClientId = await checkCatalogChoice(
    context,
    scope,
    actor,
    'project-clients',
    company.requireProjectClient,
    request.projectClientId,
  );
  const expenseTypeId = await checkCatalogChoice(
    context,
    scope,
    actor,
    'expense-types',
    company.requireExpenseType,
    request.expenseTypeId,
  );
  const reasonText = [reasonLabel, request.outOfPolicyReason].filter(Boolean).join(': ');
  return {
    company,
    traveller: profile.user,
    isWithin,
    outOfPolicyReason: isWithin ? null : reasonText || null,
    outOfPolicyReasonId: isWithin ? null : (request.outOfPolicyReasonId ?? null),
    projectClientId,
    expenseTypeId,
    payment: { paymentMethod: request.paymentMethod, corporateCardId: request.corporateCardId },
  };
}
