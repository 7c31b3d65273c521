import { zodResolver } from '@hookform/resolvers/zod';
import { type InvitationDetails, invitationAcceptSchema } from '@travesia/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { IonInput } from '../../../components/ionic/ion-input';
import { getErrorMessage } from '../../../lib/api-client';
import { useResumeAfterSignIn } from '../../../lib/auth/use-resume-after-sign-in';
import { useAcceptInvitation } from '../api/accept-invitation';
import { confirmPasswordField, passwordMismatchIssue, passwordsMatch } from '../password-confirmation';
import { NewPasswordFields } from './new-password-fields';

const invitationFormSchema = invitationAcceptSchema
  .extend(confirmPasswordField)
  .refine(passwordsMatch, passwordMismatchIssue);

interface InvitationAcceptFormProps {
  token: string;
  invitation: InvitationDetails;
}

/** The invitee completes their data (prefilled from a CSV import when there was one) and sets a password. */
export function InvitationAcceptForm({ token, invitation }: InvitationAcceptFormProps) {
  const resume = useResumeAfterSignIn();
  const accept = useAcceptInvitation(token);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: {
      firstname: invitation.firstname ?? '',
      last_name: invitation.last_name ?? '',
      documento: invitation.documento ?? '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });

  const submit = handleSubmit(({ confirmPassword: _confirmation, ...account }) =>
    accept.mutate(account, { onSuccess: () => resume() }),
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Unirme a la empresa">
      {accept.isError && <FormAlert tone="error">{getErrorMessage(accept.error)}</FormAlert>}
      <div className="form-grid">
        <TextField control={control} name="firstname" label="Nombre" autocomplete="given-name" required />
        <TextField control={control} name="last_name" label="Apellido" autocomplete="family-name" required />
      </div>
      {invitation.documento ? (
        <InvitedDocumento documento={invitation.documento} />
      ) : (
        <TextField
          control={control}
          name="documento"
          label="Número de documento"
          inputmode="numeric"
          autocomplete="off"
          hint="Solo números, sin puntos ni espacios."
          required
        />
      )}
      <TextField control={control} name="phone" label="Teléfono (opcional)" type="tel" autocomplete="tel" />
      <NewPasswordFields control={control} label="Contraseña" />
      <SubmitButton label="Crear mi cuenta" isPending={accept.isPending} />
    </form>
  );
}

/** The documento the company registered for the invitee: shown, not editable (the server refuses another). */
function InvitedDocumento({ documento }: { documento: string }) {
  const hintId = `${useId()}-hint`;
  return (
    <div className="form-field">
      <IonInput
        value={documento}
        label="Número de documento"
        labelPlacement="stacked"
        readonly
        aria-readonly="true"
        aria-describedby={hintId}
      />
      <p id={hintId} className="form-field__hint">
        Lo registró tu empresa. Si no es correcto, pide a tu administrador una nueva invitación.
      </p>
    </div>
  );
}
