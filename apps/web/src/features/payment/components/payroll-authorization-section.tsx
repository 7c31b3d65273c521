import '../../../components/card/card.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import {
  formatCop,
  onFirstUse,
  PAYROLL_CONSENT_MESSAGE,
  PAYROLL_NOT_ENABLED_MESSAGE,
  type PaymentOptions,
  payrollAuthorizationSignSchema,
  pesosText,
} from '@travesia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { getErrorMessage } from '../../../lib/api-client';
import { useRevokePayrollAuthorization } from '../api/revoke-payroll-authorization';
import { useSignPayrollAuthorization } from '../api/sign-payroll-authorization';

export const CONSENT_TEXT =
  'Autorizo a mi empresa a descontar de mi salario el valor de las reservas que pague por nómina en Travesía, hasta el tope por reserva que indico. Puedo revocar esta autorización en cualquier momento.';

const fields = payrollAuthorizationSignSchema.shape;
const signFormSchema = z.object({
  amountCap: z.pipe(pesosText, fields.amountCap),
  // The box starts unticked; only a ticked one becomes the `consent: true` the API requires.
  consent: z
    .boolean()
    .refine((isTicked) => isTicked, { error: PAYROLL_CONSENT_MESSAGE })
    .transform((): true => true),
});
type SignFormInput = { amountCap: string; consent: boolean };
type SignFormOutput = z.output<typeof signFormSchema>;

const SIGNED_AT = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/Bogota',
    }),
);

/** The employee's payroll-deduction authorization: sign it with a cap, see it, sign again or revoke it. */
export function PayrollAuthorizationSection({ payroll }: { payroll: PaymentOptions['payroll'] }) {
  const [isSigning, setSigning] = useState(false);
  const [isConfirmingRevoke, setConfirmingRevoke] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const revoke = useRevokePayrollAuthorization();
  const { authorization } = payroll;

  return (
    <section className="card payment-section" aria-labelledby="payroll-heading">
      <h2 id="payroll-heading" className="payment-section__title">
        Descuento por nómina
      </h2>
      {message && <FormAlert tone="success">{message}</FormAlert>}
      {revoke.error && <FormAlert tone="error">{getErrorMessage(revoke.error)}</FormAlert>}
      {!payroll.companyEnabled ? (
        <p className="payment-section__status">{PAYROLL_NOT_ENABLED_MESSAGE}</p>
      ) : authorization && !isSigning ? (
        <>
          <p className="payment-section__status">
            Firmaste la autorización el {SIGNED_AT().format(new Date(authorization.signedAt))}, con un tope de{' '}
            <strong>{formatCop(authorization.amountCap)}</strong> por reserva.
          </p>
          <div className="payment-section__actions">
            <IonButton fill="outline" onClick={() => setSigning(true)}>
              Cambiar el tope
            </IonButton>
            <IonButton
              fill="clear"
              color="danger"
              disabled={revoke.isPending}
              onClick={() => setConfirmingRevoke(true)}
            >
              Revocar autorización
            </IonButton>
          </div>
        </>
      ) : (
        <>
          {!authorization && (
            <p className="payment-section__status">
              Para pagar tus viajes por nómina, firma la autorización de descuento.
            </p>
          )}
          <SignForm
            currentCap={authorization?.amountCap ?? null}
            onSigned={(cap) => {
              setSigning(false);
              setMessage(`Autorización firmada con un tope de ${formatCop(cap)} por reserva.`);
            }}
            onCancel={authorization ? () => setSigning(false) : null}
          />
        </>
      )}
      <OnDemandAlert
        isOpen={isConfirmingRevoke}
        header="Revocar autorización"
        message="Ya no podrás pagar por nómina hasta que firmes de nuevo. Las reservas ya hechas no cambian."
        buttons={[
          { text: 'Cancelar', role: 'cancel' },
          {
            text: 'Revocar',
            role: 'destructive',
            handler: () => {
              setMessage(null);
              revoke.mutate(undefined, {
                onSuccess: () => setMessage('Revocaste la autorización de descuento.'),
              });
            },
          },
        ]}
        onDidDismiss={() => setConfirmingRevoke(false)}
      />
    </section>
  );
}

interface SignFormProps {
  currentCap: number | null;
  onSigned: (amountCap: number) => void;
  /** null when there is nothing to go back to. */
  onCancel: (() => void) | null;
}

function SignForm({ currentCap, onSigned, onCancel }: SignFormProps) {
  const sign = useSignPayrollAuthorization();
  const { control, handleSubmit } = useForm<SignFormInput, unknown, SignFormOutput>({
    resolver: zodResolver(signFormSchema),
    defaultValues: { amountCap: currentCap ? String(currentCap) : '', consent: false },
  });

  return (
    <form
      className="payment-form"
      noValidate
      aria-label="Firmar autorización de descuento por nómina"
      onSubmit={handleSubmit((input) =>
        sign.mutate(input, { onSuccess: (signed) => onSigned(signed.amountCap) }),
      )}
    >
      {sign.error && <FormAlert tone="error">{getErrorMessage(sign.error)}</FormAlert>}
      <TextField
        control={control}
        name="amountCap"
        label="Tope por reserva (COP)"
        inputmode="numeric"
        hint="Lo máximo que se puede descontar de tu nómina por cada reserva, en pesos."
        required
      />
      <CheckboxField control={control} name="consent">
        {CONSENT_TEXT}
      </CheckboxField>
      <SubmitButton label="Firmar autorización" isPending={sign.isPending} />
      {onCancel && (
        <button type="button" className="payment-link-button" onClick={onCancel}>
          Cancelar
        </button>
      )}
    </form>
  );
}
