import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CostCenter,
  OUT_OF_POLICY_REASON_REQUIRED_MESSAGE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type StoredUser,
} from '@travesia/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';

function checkoutFormSchema(isOutOfPolicy: boolean) {
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
      costCenterId: z.number().int().positive('Elige un centro de costos.'),
      paymentMethod: z.enum(PAYMENT_METHODS),
      outOfPolicyReason: z.string().trim(),
    })
    .superRefine(({ outOfPolicyReason }, context) => {
      if (isOutOfPolicy && outOfPolicyReason === '') {
        context.addIssue({
          code: 'custom',
          path: ['outOfPolicyReason'],
          message: OUT_OF_POLICY_REASON_REQUIRED_MESSAGE,
        });
      }
    });
}
export type HotelCheckoutForm = z.infer<ReturnType<typeof checkoutFormSchema>>;

/** The stored user keeps the full name and the first name; the last name is the rest. */
function lastNameOf(user: StoredUser): string {
  return user.name.startsWith(user.firstname) ? user.name.slice(user.firstname.length).trim() : '';
}

interface HotelCheckoutFormProps {
  user: StoredUser;
  costCenters: readonly CostCenter[];
  isOutOfPolicy: boolean;
  isPending: boolean;
  errorMessage: string | null;
  onSubmit: (values: HotelCheckoutForm) => void;
}

/**
 * Guest details (prefilled with the traveller), cost center, payment method and, out of policy, the
 * reason. Native select, radios and textarea: light, and fully keyboard and screen-reader friendly.
 */
export function HotelCheckoutFormView({
  user,
  costCenters,
  isOutOfPolicy,
  isPending,
  errorMessage,
  onSubmit,
}: HotelCheckoutFormProps) {
  const id = useId();
  const { control, handleSubmit } = useForm<HotelCheckoutForm>({
    resolver: zodResolver(checkoutFormSchema(isOutOfPolicy)),
    defaultValues: {
      firstname: user.firstname,
      last_name: lastNameOf(user),
      documento: user.nationalId,
      email: user.email,
      phone: user.phone ?? '',
      costCenterId: 0,
      paymentMethod: 'nomina',
      outOfPolicyReason: '',
    },
  });

  return (
    <form
      className="checkout-form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Datos de la reserva"
    >
      {errorMessage && <FormAlert tone="error">{errorMessage}</FormAlert>}
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
        <Controller
          control={control}
          name="costCenterId"
          render={({ field, fieldState }) => (
            <div className="form-field">
              <label className="search-field__label" htmlFor={`${id}-cost-center`}>
                Centro de costos
              </label>
              <select
                id={`${id}-cost-center`}
                ref={field.ref}
                name={field.name}
                className="native-control"
                value={field.value || ''}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                required
                aria-invalid={fieldState.error ? 'true' : undefined}
                aria-describedby={fieldState.error ? `${id}-cost-center-error` : undefined}
              >
                <option value="" disabled>
                  Elige un centro de costos
                </option>
                {costCenters.map((center) => (
                  <option key={center.id} value={center.id}>
                    {center.code} {center.name}
                  </option>
                ))}
              </select>
              {fieldState.error && (
                <p id={`${id}-cost-center-error`} className="form-field__error" role="alert">
                  {fieldState.error.message}
                </p>
              )}
            </div>
          )}
        />
        <Controller
          control={control}
          name="paymentMethod"
          render={({ field }) => (
            <fieldset className="checkout-form__payment">
              <legend className="search-field__label">Método de pago</legend>
              {PAYMENT_METHODS.map((method) => (
                <label key={method} className="checkout-form__radio">
                  <input
                    type="radio"
                    name={field.name}
                    value={method}
                    checked={field.value === method}
                    onChange={() => field.onChange(method)}
                    onBlur={field.onBlur}
                  />
                  {PAYMENT_METHOD_LABELS[method]}
                </label>
              ))}
            </fieldset>
          )}
        />
      </fieldset>
      {isOutOfPolicy && (
        <TextAreaField
          control={control}
          name="outOfPolicyReason"
          label="Motivo"
          hint="Tu reserva está fuera de la política de viajes; explica por qué la necesitas."
          maxLength={500}
          required
        />
      )}
      <SubmitButton label="Confirmar reserva" isPending={isPending} />
    </form>
  );
}
