import './payment-fields.css';
import {
  type CostCenter,
  OUT_OF_POLICY_REASON_REQUIRED_MESSAGE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@travesia/domain';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '../form/select-field';
import { TextAreaField } from '../form/text-area-field';

/** The payment part of a checkout form, as typed: the select gives the cost center as text. */
export const paymentFieldsSchema = z.object({
  costCenterId: z.string().min(1, { error: 'Elige un centro de costos.' }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  outOfPolicyReason: z.string().trim(),
});
export type PaymentFieldValues = z.infer<typeof paymentFieldsSchema>;

export const EMPTY_PAYMENT_FIELDS: PaymentFieldValues = {
  costCenterId: '',
  paymentMethod: 'nomina',
  outOfPolicyReason: '',
};

/** A `superRefine` step: out of policy the traveller has to say why (the API asks the same). */
export function requireReasonWhenOutOfPolicy(isOutOfPolicy: boolean) {
  return ({ outOfPolicyReason }: Pick<PaymentFieldValues, 'outOfPolicyReason'>, context: z.RefinementCtx) => {
    if (isOutOfPolicy && outOfPolicyReason === '') {
      context.addIssue({
        code: 'custom',
        path: ['outOfPolicyReason'],
        message: OUT_OF_POLICY_REASON_REQUIRED_MESSAGE,
      });
    }
  };
}

/** The payment as a booking request takes it. */
export interface BookingPayment {
  costCenterId: number;
  paymentMethod: PaymentMethod;
  /** Only when the booking is out of policy. */
  outOfPolicyReason?: string;
}

export function toBookingPayment(values: PaymentFieldValues, isOutOfPolicy: boolean): BookingPayment {
  return {
    costCenterId: Number(values.costCenterId),
    paymentMethod: values.paymentMethod,
    ...(isOutOfPolicy ? { outOfPolicyReason: values.outOfPolicyReason } : {}),
  };
}

interface PaymentFieldsProps<T extends PaymentFieldValues & FieldValues> {
  control: Control<T>;
  costCenters: readonly CostCenter[];
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
  return (
    <>
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
      <Controller
        control={control}
        name={name('paymentMethod')}
        render={({ field }) => (
          <fieldset className="payment-fields__methods">
            <legend className="form-field__label">Método de pago</legend>
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className="payment-fields__radio">
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
      {isOutOfPolicy && (
        <TextAreaField
          control={control}
          name={name('outOfPolicyReason')}
          label="Motivo"
          hint={reasonHint}
          maxLength={500}
          required
        />
      )}
    </>
  );
}
