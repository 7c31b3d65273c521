import '../../../components/card/card.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BookableCostCenters } from '@travesia/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionFeedback } from '../../../components/form/action-feedback';
import { SubmitButton } from '../../../components/form/submit-button';
import {
  type BookingPayment,
  initialPaymentFields,
  PaymentFields,
  type PaymentFieldValues,
  paymentFieldRules,
  paymentFieldsSchema,
  toBookingPayment,
} from '../../../components/payment-fields/payment-fields';
import { useBillingChoices } from '../../../lib/company-catalogs/use-billing-choices';
import { useDraftDefaults, useKeepDraft } from '../../../lib/form-draft/form-draft';

interface FlightPaymentFormProps {
  costCenters: BookableCostCenters;
  isOutOfPolicy: boolean;
  isPending: boolean;
  /** The booking cannot go on as it is (a price to accept, no seats left). */
  isBlocked: boolean;
  /** The server's answer to the last attempt, shown above the button. */
  alert: ReactNode;
  /** The last attempt's error: a new one brings the answer into view and focus. */
  attempt: unknown;
  /** Where this booking keeps the payment typed across a reload. */
  draftKey: string;
  onSubmit: (payment: BookingPayment) => void;
}

/** Airlines confirm price and seats within about ten seconds; past this wait the traveller is told so. */
const CONFIRMING_AFTER_MS = 3000;
export const AIRLINE_CONFIRMING_TEXT =
  'La aerolínea está confirmando el precio y los asientos; puede tardar unos segundos más.';

/** True once `isPending` has lasted `afterMs`; false again as soon as it ends. */
function useIsSlow(isPending: boolean, afterMs: number): boolean {
  const [isSlow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!isPending) return;
    const timer = window.setTimeout(() => setSlow(true), afterMs);
    return () => window.clearTimeout(timer);
  }, [isPending, afterMs]);
  return isSlow;
}

/**
 * /booking-two: who pays (cost center, project client, expense type and method) and, out of policy, why this
 * flight.
 */
export function FlightPaymentForm({
  costCenters,
  isOutOfPolicy,
  isPending,
  isBlocked,
  alert,
  attempt,
  draftKey,
  onSubmit,
}: FlightPaymentFormProps) {
  const { required } = useBillingChoices();
  const isSlow = useIsSlow(isPending, CONFIRMING_AFTER_MS);
  const defaultValues = useDraftDefaults(
    draftKey,
    initialPaymentFields(costCenters),
    paymentFieldsSchema.partial(),
  );
  const { control, handleSubmit, watch } = useForm<PaymentFieldValues>({
    resolver: zodResolver(paymentFieldsSchema.superRefine(paymentFieldRules(isOutOfPolicy, required))),
    defaultValues,
  });
  useKeepDraft(draftKey, watch);

  return (
    <form
      className="card flight-panel flight-payment-form"
      onSubmit={handleSubmit((values) => onSubmit(toBookingPayment(values, isOutOfPolicy)))}
      noValidate
      aria-label="Pago"
    >
      <h2 className="flight-section-title">Pago</h2>
      <PaymentFields
        control={control}
        costCenters={costCenters.data}
        isOutOfPolicy={isOutOfPolicy}
        reasonHint="Este vuelo está fuera de la política de viajes; explica por qué lo necesitas."
      />
      {alert && <ActionFeedback attempt={attempt}>{alert}</ActionFeedback>}
      {isBlocked ? null : (
        <SubmitButton
          label="Confirmar reserva"
          isPending={isPending}
          offlineNote="Sin conexión: para confirmar la reserva necesitas internet."
        />
      )}
      <p className="flight-payment-form__status" role="status">
        {isPending && isSlow ? AIRLINE_CONFIRMING_TEXT : ''}
      </p>
    </form>
  );
}
