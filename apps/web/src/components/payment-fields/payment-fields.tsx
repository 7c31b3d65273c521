import './payment-fields.css';
import {
  type BookableCostCenter,
  type BookableCostCenters,
  budgetUseNote,
  CARD_BRAND_LABELS,
  CATALOG_REQUIRED_MESSAGES,
  type CatalogEntry,
  CORPORATE_CARD_REQUIRED_MESSAGE,
  OUT_OF_POLICY_REASON_REQUIRED_MESSAGE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYROLL_AUTHORIZATION_REQUIRED_MESSAGE,
  PAYROLL_NOT_ENABLED_MESSAGE,
  type PaymentMethod,
  type PaymentOptions,
  payrollAuthorizationRequiredFor,
} from '@travesia/domain';
import { useEffect } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  useController,
  useWatch,
} from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { useBookingFor } from '../../lib/booking-for/booking-for';
import {
  NO_REQUIRED_CHOICES,
  type RequiredChoices,
  useBillingChoices,
} from '../../lib/company-catalogs/use-billing-choices';
import { useOutOfPolicyReasons } from '../../lib/out-of-policy-reasons/list-out-of-policy-reasons';
import { usePaymentOptions } from '../../lib/payment-options/get-payment-options';
import { SelectField } from '../form/select-field';
import { TextAreaField } from '../form/text-area-field';
import { PaymentReadinessNotice } from '../payment-readiness/payment-readiness-notice';

/** The payment part of a checkout form, as typed: the select gives the cost center as text. */
export const paymentFieldsSchema = z.object({
  costCenterId: z.string().min(1, { error: 'Elige un centro de costos.' }),
  /** The company's project client and expense type ('' for none). */
  projectClientId: z.string(),
  expenseTypeId: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** With a corporate card: which one (the select gives its id as text). */
  corporateCardId: z.string(),
  /** Out of policy: one of the company's reason codes, free text, or both. */
  outOfPolicyReasonId: z.string(),
  outOfPolicyReason: z.string().trim(),
});
export type PaymentFieldValues = z.infer<typeof paymentFieldsSchema>;

export const EMPTY_PAYMENT_FIELDS: PaymentFieldValues = {
  costCenterId: '',
  projectClientId: '',
  expenseTypeId: '',
  paymentMethod: 'nomina',
  corporateCardId: '',
  outOfPolicyReasonId: '',
  outOfPolicyReason: '',
};

/** A checkout's first payment values: the cost center of the traveller's last booking, nothing else chosen. */
export function initialPaymentFields(costCenters: BookableCostCenters): PaymentFieldValues {
  const { lastUsedId } = costCenters;
  return { ...EMPTY_PAYMENT_FIELDS, costCenterId: lastUsedId === null ? '' : String(lastUsedId) };
}

/**
 * A `superRefine` step with the rules the API applies too: out of policy the traveller has to say why, a
 * corporate card payment names the card, and the choices the company requires are made.
 */
export function paymentFieldRules(isOutOfPolicy: boolean, required: RequiredChoices = NO_REQUIRED_CHOICES) {
  return (
    values: Pick<
      PaymentFieldValues,
      | 'outOfPolicyReason'
      | 'outOfPolicyReasonId'
      | 'paymentMethod'
      | 'corporateCardId'
      | 'projectClientId'
      | 'expenseTypeId'
    >,
    context: z.RefinementCtx,
  ) => {
    if (required['project-clients'] && values.projectClientId === '') {
      context.addIssue({
        code: 'custom',
        path: ['projectClientId'],
        message: CATALOG_REQUIRED_MESSAGES['project-clients'],
      });
    }
    if (required['expense-types'] && values.expenseTypeId === '') {
      context.addIssue({
        code: 'custom',
        path: ['expenseTypeId'],
        message: CATALOG_REQUIRED_MESSAGES['expense-types'],
      });
    }
    if (isOutOfPolicy && values.outOfPolicyReason === '' && values.outOfPolicyReasonId === '') {
      context.addIssue({
        code: 'custom',
        path: ['outOfPolicyReason'],
        message: OUT_OF_POLICY_REASON_REQUIRED_MESSAGE,
      });
    }
    if (values.paymentMethod === 'tarjeta_corporativa' && values.corporateCardId === '') {
      context.addIssue({
        code: 'custom',
        path: ['corporateCardId'],
        message: CORPORATE_CARD_REQUIRED_MESSAGE,
      });
    }
  };
}

/** The payment as a booking request takes it. */
export interface BookingPayment {
  costCenterId: number;
  projectClientId: number | undefined;
  expenseTypeId: number | undefined;
  paymentMethod: PaymentMethod;
  corporateCardId: number | undefined;
  /** Only when the booking is out of policy. */
  outOfPolicyReasonId: number | undefined;
  outOfPolicyReason: string | undefined;
}

/** Every key is set (undefined when it does not apply), so it also overrides the form's text values. */
export function toBookingPayment(values: PaymentFieldValues, isOutOfPolicy: boolean): BookingPayment {
  const isCard = values.paymentMethod === 'tarjeta_corporativa';
  return {
    costCenterId: Number(values.costCenterId),
    projectClientId: values.projectClientId ? Number(values.projectClientId) : undefined,
    expenseTypeId: values.expenseTypeId ? Number(values.expenseTypeId) : undefined,
    paymentMethod: values.paymentMethod,
    corporateCardId: isCard && values.corporateCardId ? Number(values.corporateCardId) : undefined,
    outOfPolicyReasonId:
      isOutOfPolicy && values.outOfPolicyReasonId ? Number(values.outOfPolicyReasonId) : undefined,
    outOfPolicyReason: isOutOfPolicy && values.outOfPolicyReason ? values.outOfPolicyReason : undefined,
  };
}

/** Why payroll deduction cannot be chosen now, or null when it can. */
function payrollProblem(options: PaymentOptions | undefined, travellerName: string | null): string | null {
  if (!options) return null;
  if (!options.payroll.companyEnabled) return PAYROLL_NOT_ENABLED_MESSAGE;
  if (!options.payroll.authorization) {
    return travellerName
      ? payrollAuthorizationRequiredFor(travellerName)
      : PAYROLL_AUTHORIZATION_REQUIRED_MESSAGE;
  }
  return null;
}

interface PaymentFieldsProps<T extends PaymentFieldValues & FieldValues> {
  control: Control<T>;
  costCenters: readonly BookableCostCenter[];
  isOutOfPolicy: boolean;
  /** Why a reason is asked for, in the words of what is being booked. */
  reasonHint: string;
}

/**
 * Who pays (cost center and method) and, out of policy, why: native select, radios and textarea, light
 * and fully keyboard and screen-reader friendly.
 */
export function PaymentFields<T extends PaymentFieldValues & FieldValues>({
  control,
  costCenters,
  isOutOfPolicy,
  reasonHint,
}: PaymentFieldsProps<T>) {
  // The form holds more fields than these; its values extend PaymentFieldValues, so the names exist.
  const name = (field: keyof PaymentFieldValues) => field as FieldPath<T>;
  // Booking for a colleague: their payment options, payroll deduction only with their own authorization.
  const { traveller } = useBookingFor();
  const { data: options } = usePaymentOptions({ travellerId: traveller?.id });
  const billing = useBillingChoices();
  const { data: reasons = [] } = useOutOfPolicyReasons(undefined, {
    includeInactive: false,
    isEnabled: isOutOfPolicy,
  });
  const cards = options?.cards ?? [];
  const noPayroll = payrollProblem(options, traveller?.name ?? null);
  const method = useController({ control, name: name('paymentMethod') }).field;
  // Payroll is the default; when this traveller cannot use it, a card is the one way left.
  useEffect(() => {
    if (noPayroll && method.value === 'nomina') method.onChange('tarjeta_corporativa');
  }, [noPayroll, method]);
  return (
    <>
      <PaymentReadinessNotice />
      <SelectField
        control={control}
        name={name('costCenterId')}
        label="Centro de costos"
        placeholder="Elige un centro de costos"
        options={costCenters.map((center) => ({
          value: String(center.id),
          label: `${center.code} ${center.name}`,
        }))}
        required
      />
      <BudgetUse control={control} name={name('costCenterId')} costCenters={costCenters} />
      <CatalogSelect
        control={control}
        name={name('projectClientId')}
        label="Cliente del proyecto"
        emptyLabel="Sin cliente"
        placeholder="Elige el cliente del proyecto"
        entries={billing.entries['project-clients']}
        isRequired={billing.required['project-clients']}
      />
      <CatalogSelect
        control={control}
        name={name('expenseTypeId')}
        label="Tipo de gasto"
        emptyLabel="Sin tipo de gasto"
        placeholder="Elige el tipo de gasto"
        entries={billing.entries['expense-types']}
        isRequired={billing.required['expense-types']}
      />
      <Controller
        control={control}
        name={name('paymentMethod')}
        render={({ field }) => (
          <fieldset className="payment-fields__methods">
            <legend className="form-field__label">Método de pago</legend>
            {PAYMENT_METHODS.map((choice) => (
              <label key={choice} className="payment-fields__radio">
                <input
                  type="radio"
                  name={field.name}
                  value={choice}
                  checked={field.value === choice}
                  disabled={choice === 'nomina' && noPayroll !== null}
                  aria-describedby={choice === 'nomina' && noPayroll ? 'payment-fields-payroll' : undefined}
                  onChange={() => field.onChange(choice)}
                  onBlur={field.onBlur}
                />
                {PAYMENT_METHOD_LABELS[choice]}
              </label>
            ))}
            {noPayroll && (
              <p id="payment-fields-payroll" className="form-field__hint">
                {/* Only the traveller signs their authorization: the booker's own Pago would not help. */}
                {noPayroll} {!traveller && <Link to="/payment">Ir a Pago</Link>}
              </p>
            )}
          </fieldset>
        )}
      />
      {method.value === 'tarjeta_corporativa' && (
        <SelectField
          control={control}
          name={name('corporateCardId')}
          label="Tarjeta con la que pagas"
          placeholder={cards.length > 0 ? 'Elige una tarjeta' : 'Tu empresa no tiene tarjetas registradas'}
          options={cards.map((card) => ({
            value: String(card.id),
            label: `${CARD_BRAND_LABELS[card.brand]} terminada en ${card.last4} · ${card.holder} · vence ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
          }))}
          required
        />
      )}
      {isOutOfPolicy && reasons.length > 0 && (
        <SelectField
          control={control}
          name={name('outOfPolicyReasonId')}
          label="Motivo de la lista de tu empresa"
          placeholder="Elige un motivo"
          options={reasons.map((reason) => ({ value: String(reason.id), label: reason.label }))}
        />
      )}
      {isOutOfPolicy && (
        <TextAreaField
          control={control}
          name={name('outOfPolicyReason')}
          label="Motivo"
          hint={reasonHint}
          maxLength={500}
          required={reasons.length === 0}
        />
      )}
    </>
  );
}

interface BudgetUseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  costCenters: readonly BookableCostCenter[];
}

/** How much of the chosen center's budget this year's bookings use, said again whenever the choice changes. */
function BudgetUse<T extends FieldValues>({ control, name, costCenters }: BudgetUseProps<T>) {
  const chosenId = String(useWatch({ control, name }) ?? '');
  const chosen = costCenters.find((center) => String(center.id) === chosenId);
  const note = chosen ? budgetUseNote(chosen.budgetUsed) : null;
  return (
    <p
      className={`payment-fields__budget${note?.isWarning ? ' payment-fields__budget--warning' : ''}`}
      aria-live="polite"
    >
      {note?.text}
    </p>
  );
}

interface CatalogSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The choice of none, while the company does not require one. */
  emptyLabel: string;
  /** Shown while nothing is chosen, when the company requires a choice. */
  placeholder: string;
  entries: readonly CatalogEntry[];
  isRequired: boolean;
}

/** A project client or expense type: optional unless the company requires it, absent when it has none. */
function CatalogSelect<T extends FieldValues>({
  entries,
  isRequired,
  emptyLabel,
  placeholder,
  ...field
}: CatalogSelectProps<T>) {
  if (entries.length === 0) return null;
  const options = entries.map((entry) => ({ value: String(entry.id), label: `${entry.code} ${entry.name}` }));
  return isRequired ? (
    <SelectField {...field} placeholder={placeholder} options={options} required />
  ) : (
    <SelectField {...field} options={[{ value: '', label: emptyLabel }, ...options]} />
  );
}
