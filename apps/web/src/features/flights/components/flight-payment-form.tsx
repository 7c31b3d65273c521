import { zodResolver } from '@hookform/resolvers/zod';
import type { CostCenter } from '@travesia/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/form/submit-button';
import {
  type BookingPayment,
  EMPTY_PAYMENT_FIELDS,
  PaymentFields,
  type PaymentFieldValues,
  paymentFieldRules,
  paymentFieldsSchema,
  toBookingPayment,
} from '../../../components/payment-fields/payment-fields';
import { useBillingChoices } from '../../../lib/company-catalogs/use-billing-choices';

interface FlightPaymentFormProps {
  costCenters: readonly CostCenter[];
  isOutOfPolicy: boolean;
  isPending: boolean;
  /** The booking cannot go on as it is (a price to accept, no seats left). */
  isBlocked: boolean;
  /** The server's answer to the last attempt, shown above the fields. */
  alert: ReactNode;
  onSubmit: (payment: BookingPayment) => void;
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
  onSubmit,
}: FlightPaymentFormProps) {
  const { required } = useBillingChoices();
  const { control, handleSubmit } = useForm<PaymentFieldValues>({
    resolver: zodResolver(paymentFieldsSchema.superRefine(paymentFieldRules(isOutOfPolicy, required))),
    defaultValues: EMPTY_PAYMENT_FIELDS,
  });

  return (
    <form
      className="flight-panel flight-payment-form"
      onSubmit={handleSubmit((values) => onSubmit(toBookingPayment(values, isOutOfPolicy)))}
      noValidate
      aria-label="Pago"
    >
      <h2 className="flight-section-title">Pago</h2>
      {alert}
      <PaymentFields
        control={control}
        costCenters={costCenters}
        isOutOfPolicy={isOutOfPolicy}
        reasonHint="Este vuelo está fuera de la política de viajes; explica por qué lo necesitas."
      />
      {isBlocked ? null : <SubmitButton label="Confirmar reserva" isPending={isPending} />}
    </form>
  );
}
