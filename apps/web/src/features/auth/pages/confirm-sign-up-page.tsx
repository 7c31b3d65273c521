import '../auth.css';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useResumeAfterSignIn } from '../../../lib/auth/use-resume-after-sign-in';
import { useConfirmSignUp } from '../api/confirm-sign-up';

/**
 * /confirm-signup/:token, opened from the e-mailed link. Confirming takes a click rather than happening on
 * load, so a mail scanner that opens links cannot spend it.
 */
export function ConfirmSignUpPage() {
  const { token = '' } = useParams();
  const resume = useResumeAfterSignIn();
  const confirm = useConfirmSignUp();

  function submit(event: FormEvent) {
    event.preventDefault();
    // A sign-up started from a booking step (this tab or another one) continues there.
    confirm.mutate(token, { onSuccess: () => resume() });
  }

  return (
    <PageLayout title="Confirmar tu cuenta">
      <div className="auth-card">
        <h1>Confirma tu cuenta</h1>
        {confirm.isError ? (
          <FormAlert tone="error">{getErrorMessage(confirm.error)}</FormAlert>
        ) : (
          <form className="auth-form" onSubmit={submit} noValidate aria-label="Confirmar mi cuenta">
            <p className="auth-card__lead">
              Confirma que este correo es tuyo para activar tu cuenta y entrar a Travesía.
            </p>
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
