import '../auth.css';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../../components/page-layout';
import { PasswordResetConfirmForm } from '../components/password-reset-confirm-form';
import { PasswordResetRequestForm } from '../components/password-reset-request-form';

/** /restore-pass asks for the e-mail; /restore-pass?token=… (the e-mailed link) sets the new password. */
export function RestorePassPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <PageLayout title="Restablecer contraseña">
      <div className="auth-card">
        <h1>{token ? 'Crea una nueva contraseña' : 'Restablecer contraseña'}</h1>
        {token ? <PasswordResetConfirmForm key={token} token={token} /> : <PasswordResetRequestForm />}
        <nav className="auth-links" aria-label="Opciones de acceso">
          {token && <Link to="/restore-pass">Solicitar un nuevo enlace</Link>}
          <Link to="/login">Volver a iniciar sesión</Link>
        </nav>
      </div>
    </PageLayout>
  );
}
