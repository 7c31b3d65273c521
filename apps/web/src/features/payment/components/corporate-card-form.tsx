import { zodResolver } from '@hookform/resolvers/zod';
import {
  CARD_BRAND_LABELS,
  CARD_MAX_YEARS_AHEAD,
  type CorporateCard,
  corporateCardCreateSchema,
  detectCardBrand,
  parseWholeNumberText,
} from '@travesia/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useRegisterCorporateCard } from '../api/register-corporate-card';

/** The form's values as typed (the expiry from two selects, as text), then the request's own checks. */
const cardFormSchema = z
  .object({
    number: z.string(),
    expMonth: z.string().transform(parseWholeNumberText),
    expYear: z.string().transform(parseWholeNumberText),
    cvc: z.string(),
    holder: z.string(),
  })
  .pipe(corporateCardCreateSchema);
type CardFormInput = z.input<typeof cardFormSchema>;
type CardFormOutput = z.output<typeof cardFormSchema>;

const EMPTY_CARD: CardFormInput = { number: '', expMonth: '', expYear: '', cvc: '', holder: '' };
const MONTHS = Array.from({ length: 12 }, (_, index) => {
  const value = String(index + 1).padStart(2, '0');
  return { value: String(index + 1), label: value };
});

function yearOptions(now = new Date()) {
  const first = now.getFullYear();
  return Array.from({ length: CARD_MAX_YEARS_AHEAD + 1 }, (_, index) => ({
    value: String(first + index),
    label: String(first + index),
  }));
}

/**
 * Registers a card. The number and the code are checked here with the same rules as the server, sent once,
 * and dropped from the form and the request cache as soon as the card is registered.
 */
export function CorporateCardForm({ onRegistered }: { onRegistered: (card: CorporateCard) => void }) {
  const register = useRegisterCorporateCard();
  const [version, setVersion] = useState(0);
  return (
    <CardFields
      key={version}
      isPending={register.isPending}
      errorMessage={register.error ? getErrorMessage(register.error) : null}
      onSubmit={(card) =>
        register.mutate(card, {
          onSuccess: (registered) => {
            register.reset();
            setVersion((current) => current + 1);
            onRegistered(registered);
          },
        })
      }
    />
  );
}

interface CardFieldsProps {
  isPending: boolean;
  errorMessage: string | null;
  onSubmit: (card: CardFormOutput) => void;
}

function CardFields({ isPending, errorMessage, onSubmit }: CardFieldsProps) {
  const { control, handleSubmit } = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: EMPTY_CARD,
  });
  const number = useWatch({ control, name: 'number' });
  const brand = detectCardBrand(number);

  return (
    <form
      className="payment-form payment-form--card"
      noValidate
      aria-label="Registrar tarjeta corporativa"
      onSubmit={handleSubmit(onSubmit)}
    >
      <h3 className="payment-form__title">Registrar tarjeta</h3>
      <p className="payment-form__note">
        Guardamos solo la marca, los últimos 4 dígitos, el titular y el vencimiento. El número completo y el
        código de seguridad no se almacenan.
      </p>
      {errorMessage && <FormAlert tone="error">{errorMessage}</FormAlert>}
      <TextField
        control={control}
        name="number"
        label="Número de la tarjeta"
        inputmode="numeric"
        autocomplete="off"
        hint={
          brand ? `Tarjeta ${CARD_BRAND_LABELS[brand]}` : 'Visa, Mastercard, American Express o Diners Club.'
        }
        required
      />
      <div className="payment-form__row">
        <SelectField
          control={control}
          name="expMonth"
          label="Mes de vencimiento"
          placeholder="Mes"
          options={MONTHS}
          required
        />
        <SelectField
          control={control}
          name="expYear"
          label="Año de vencimiento"
          placeholder="Año"
          options={yearOptions()}
          required
        />
      </div>
      <div className="payment-form__row">
        <TextField
          control={control}
          name="cvc"
          label="Código de seguridad"
          type="password"
          inputmode="numeric"
          autocomplete="off"
          required
        />
        <TextField control={control} name="holder" label="Titular" autocomplete="off" required />
      </div>
      <SubmitButton label="Registrar tarjeta" isPending={isPending} />
    </form>
  );
}
