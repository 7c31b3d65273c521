import '../auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpConfirmSchema } from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useResumeAfterSignIn } from '../../../lib/auth/use-resume-after-sign-in';
import { useConfirmSignUp } from '../api/confirm-sign-up';
import { NewPasswordFields } from '../components/new-password-fields';
import { confirmPasswordField, passwordMismatchIssue, passwordsMatch } from '../password-confirmation';

const confirmFormSchema = signUpConfirmSchema
  .extend(confirmPasswordField)
  .refine(passwordsMatch, passwordMismatchIssue);

/**
 * /confirm-signup/:token, opened from the e-mailed link. Whoever holds the link chooses the account's password
 * here (decision 035), with the rules of every password form; confirming takes a submit rather than happening on
 * load, so a mail scanner that opens links cannot spend it.
 */
export function ConfirmSignUpPage() {
  const { token = '' } = useParams();
  const resume = useResumeAfterSignIn();
  const confirm = useConfirmSignUp();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(confirmFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ confirmPassword: _confirmation, ...confirmation }) =>
    // A sign-up started from a booking step (this tab or another one) continues there.
    confirm.mutate(confirmation, { onSuccess: (confirmed) => 'token' in confirmed && resume() }),
  );

  const awaitingApproval = confirm.data && 'awaitingApproval' in confirm.data ? confirm.data : null;
  // The token travels in the link, not in a field, so its problems are shown for the whole form.
  const linkError = formState.errors.token?.message;
  const serverError = confirm.isError ? getErrorMessage(confirm.error) : null;

  return (
    <PageLayout title="Confirmar tu cuenta">
      <div className="auth-card">
        <h1>Confirma tu cuenta</h1>
        {awaitingApproval ? (
          <FormAlert tone="success">{awaitingApproval.message}</FormAlert>
        ) : (
          <form className="auth-form" onSubmit={submit} noValidate aria-label="Confirmar mi cuenta">
            {(linkError ?? serverError) && <FormAlert tone="error">{linkError ?? serverError}</FormAlert>}
            <p className="auth-card__lead">
              Elige la contraseña de tu cuenta para confirmar que este correo es tuyo y entrar a Travesía.
            </p>
            <NewPasswordFields control={control} label="Contraseña" />
            <SubmitButton label="Confirmar mi cuenta" isPending={confirm.isPending} />
          </form>
        )}
        <nav className="auth-links" aria-label="Opciones de acceso">
          {confirm.isError && <Link to="/register">Registrarme de nuevo</Link>}
          <Link to="/login">Ya tengo una cuenta</Link>
        </nav>
      </div>
    </PageLayout>
  );
}
