import '../../../components/card/card.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BookableCostCenters } from '@travesia/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ActionFeedback } from '../../../components/form/action-feedback';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import {
  type BookingPayment,
  initialPaymentFields,
  PaymentFields,
  type PaymentFieldValues,
  paymentFieldRules,
  paymentFieldsSchema,
  toBookingPayment,
} from '../../../components/payment-fields/payment-fields';
import { type RequiredChoices, useBillingChoices } from '../../../lib/company-catalogs/use-billing-choices';
import { useDraftDefaults, useKeepDraft } from '../../../lib/form-draft/form-draft';

function checkoutFormSchema(isOutOfPolicy: boolean, required: RequiredChoices) {
  return z
    .object({
      firstname: z.string().trim().min(1, 'El nombre es obligatorio.'),
      last_name: z.string().trim().min(1, 'El apellido es obligatorio.'),
      documento: z
        .string()
        .trim()
        .regex(/^\d{5,15}$/, 'El número de documento no es válido.'),
      email: z.email('Ingresa un correo electrónico válido.'),
      phone: z.string().trim().min(7, 'Ingresa un teléfono de contacto.'),
    })
    .extend(paymentFieldsSchema.shape)
    .superRefine(paymentFieldRules(isOutOfPolicy, required));
}
type HotelCheckoutFormValues = z.infer<ReturnType<typeof checkoutFormSchema>>;

/** What a kept draft may hold: the form's own text fields, each optional. */
const draftSchema = z
  .object({
    firstname: z.string(),
    last_name: z.string(),
    documento: z.string(),
    email: z.string(),
    phone: z.string(),
  })
  .extend(paymentFieldsSchema.shape)
  .partial();

/** The guest as typed and the payment as the booking request takes it. */
export type HotelCheckoutForm = Omit<HotelCheckoutFormValues, keyof PaymentFieldValues> & BookingPayment;

/** Who the guest is before anything is typed: the traveller (the signed-in user, or the colleague booked for). */
export interface GuestPrefill {
  firstname: string;
  last_name: string;
  documento: string;
  email: string;
  phone: string;
}

interface HotelCheckoutFormProps {
  guest: GuestPrefill;
  costCenters: BookableCostCenters;
  isOutOfPolicy: boolean;
  isPending: boolean;
  /** The answer to the last attempt (an error, the duplicate-stay warning), shown above the button. */
  feedback: ReactNode;
  /** The last attempt's error: a new one brings the feedback into view and focus. */
  attempt: unknown;
  /** Where this checkout keeps what was typed across a reload. */
  draftKey: string;
  onSubmit: (values: HotelCheckoutForm) => void;
}

/**
 * Guest details (prefilled with the traveller), cost center, project client, expense type, payment method
 * and, out of policy, the reason. Native select, radios and textarea: light, and fully keyboard and screen-reader friendly.
 */
export function HotelCheckoutFormView({
  guest,
  costCenters,
  isOutOfPolicy,
  isPending,
  feedback,
  attempt,
  draftKey,
  onSubmit,
}: HotelCheckoutFormProps) {
  const { required } = useBillingChoices();
  const defaultValues = useDraftDefaults<HotelCheckoutFormValues>(
    draftKey,
    {
      ...guest,
      ...initialPaymentFields(costCenters),
    },
    draftSchema,
  );
  const { control, handleSubmit, watch } = useForm<HotelCheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema(isOutOfPolicy, required)),
    defaultValues,
  });
  useKeepDraft(draftKey, watch);

  return (
    <form
      className="card checkout-form"
      onSubmit={handleSubmit((values) => onSubmit({ ...values, ...toBookingPayment(values, isOutOfPolicy) }))}
      noValidate
      aria-label="Datos de la reserva"
    >
      <fieldset className="checkout-form__group">
        <legend>Datos del huésped</legend>
        <div className="form-grid">
          <TextField control={control} name="firstname" label="Nombre" autocomplete="given-name" required />
          <TextField
            control={control}
            name="last_name"
            label="Apellido"
            autocomplete="family-name"
            required
          />
          <TextField control={control} name="documento" label="Documento" inputmode="numeric" required />
          <TextField
            control={control}
            name="email"
            label="Correo electrónico"
            type="email"
            inputmode="email"
            required
          />
          <TextField control={control} name="phone" label="Teléfono" type="tel" autocomplete="tel" required />
        </div>
      </fieldset>
      <fieldset className="checkout-form__group">
        <legend>Pago</legend>
        <PaymentFields
          control={control}
          costCenters={costCenters.data}
          isOutOfPolicy={isOutOfPolicy}
          reasonHint="Tu reserva está fuera de la política de viajes; explica por qué la necesitas."
        />
      </fieldset>
      {feedback && <ActionFeedback attempt={attempt}>{feedback}</ActionFeedback>}
      <SubmitButton
        label="Confirmar reserva"
        isPending={isPending}
        offlineNote="Sin conexión: para confirmar la reserva necesitas internet."
      />
    </form>
  );
}
