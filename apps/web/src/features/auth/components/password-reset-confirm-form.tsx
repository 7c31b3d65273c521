import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { LOGIN_PATH, passwordResetConfirmSchema } from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { getErrorMessage } from '../../../lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { confirmPasswordField, passwordMismatchIssue, passwordsMatch } from '../password-confirmation';
import { NewPasswordFields } from './new-password-fields';

const passwordResetFormSchema = passwordResetConfirmSchema
  .extend(confirmPasswordField)
  .refine(passwordsMatch, passwordMismatchIssue);

/** Second step of the reset, opened from the e-mailed link: sets the new password with its token. */
export function PasswordResetConfirmForm({ token }: { token: string }) {
  const confirmMutation = useConfirmPasswordReset();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  if (confirmMutation.isSuccess) {
    return (
      <>
        <FormAlert tone="success">Tu contraseña fue actualizada. Ya puedes iniciar sesión.</FormAlert>
        <IonButton expand="block" routerLink={LOGIN_PATH} routerDirection="root">
          Iniciar sesión
        </IonButton>
      </>
    );
  }

  // The token travels in the link, not in a field, so its problems are shown for the whole form.
  const linkError = formState.errors.token?.message;
  const serverError = confirmMutation.isError ? getErrorMessage(confirmMutation.error) : null;

  return (
    <form
      className="auth-form"
      onSubmit={handleSubmit(({ confirmPassword: _confirmation, ...request }) =>
        confirmMutation.mutate(request),
      )}
      noValidate
      aria-label="Crear una nueva contraseña"
    >
      {(linkError ?? serverError) && <FormAlert tone="error">{linkError ?? serverError}</FormAlert>}
      <NewPasswordFields control={control} label="Nueva contraseña" />
      <SubmitButton label="Guardar contraseña" isPending={confirmMutation.isPending} />
    </form>
  );
}
