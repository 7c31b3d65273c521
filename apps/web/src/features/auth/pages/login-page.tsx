import '../auth.css';
import { isBookingStepPath } from '@travesia/domain';
import { Link, useParams } from 'react-router-dom';
import { PageLayout } from '../../../components/page-layout';
import { readReturnPath } from '../../../lib/session-storage';
import { CompanyBranding } from '../components/company-branding';
import { LoginForm } from '../components/login-form';

/** /login and /login/:idcompany (the latter shows that company's branding). */
export function LoginPage() {
  const { idcompany } = useParams();
  return (
    <PageLayout title="Iniciar sesión">
      <div className="auth-card">
        {idcompany && <CompanyBranding companyId={idcompany} />}
        <h1>Iniciar sesión</h1>
        <p className="auth-card__lead">{signInLead(readReturnPath())}</p>
        <LoginForm />
        <nav className="auth-links" aria-label="Opciones de acceso">
          <Link to="/restore-pass">¿Olvidaste tu contraseña?</Link>
          <Link to="/register">Crear una cuenta</Link>
        </nav>
      </div>
    </PageLayout>
  );
}

/** What the sign-in is for: the booking it interrupted, another page the visitor opened, or none. */
function signInLead(returnTo: string | undefined): string {
  if (!returnTo) return 'Ingresa con el correo de tu empresa para reservar tus viajes.';
  return isBookingStepPath(returnTo)
    ? 'Inicia sesión para continuar con tu reserva; volverás al paso en el que ibas.'
    : 'Inicia sesión para continuar; volverás a la página que abriste.';
}
