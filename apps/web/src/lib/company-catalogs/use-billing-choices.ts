import { type CatalogEntry, type CatalogKind, isChoiceRequired } from '@travesia/domain';
import { useCatalogRequirements } from './get-catalog-requirements';
import { useExpenseTypes } from './list-expense-types';
import { useProjectClients } from './list-project-clients';

/** Which choices a checkout must have: those the company requires and has entries for. */
export type RequiredChoices = Record<CatalogKind, boolean>;
export const NO_REQUIRED_CHOICES: RequiredChoices = { 'project-clients': false, 'expense-types': false };

export interface BillingChoices {
  /** The company's active entries; empty while loading or when it has none (the field is not shown). */
  entries: Record<CatalogKind, CatalogEntry[]>;
  required: RequiredChoices;
}

/**
 * The project clients and expense types a checkout offers, and which of them the company requires. Checkout
 * still works while they load or if they fail: the server asks for a required choice the form could not.
 */
export function useBillingChoices(): BillingChoices {
  const { data: projectClients = [] } = useProjectClients();
  const { data: expenseTypes = [] } = useExpenseTypes();
  const { data: requirements } = useCatalogRequirements();
  const isRequired = (kind: CatalogKind, entries: CatalogEntry[]) =>
    isChoiceRequired(requirements?.[kind] ?? false, entries.length);
  return {
    entries: { 'project-clients': projectClients, 'expense-types': expenseTypes },
    required: {
      'project-clients': isRequired('project-clients', projectClients),
      'expense-types': isRequired('expense-types', expenseTypes),
    },
  };
}
