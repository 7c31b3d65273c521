import '../auth.css';
import { isBookingStepPath, isSingleSignOnRefusal, SSO_ERROR_FRAGMENT, SSO_REFUSALS } from '@travesia/domain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { forgetFragment } from '../../../lib/external-navigation';
import { readReturnPath } from '../../../lib/session-storage';
import { CompanyBranding } from '../components/company-branding';
import { CompanySingleSignOn } from '../components/company-single-sign-on';
import { LoginForm } from '../components/login-form';

/** Company ids are positive integers; anything else cannot name a company. */
const COMPANY_ID = /^[1-9]\d{0,9}$/;

/** /login and /login/:idcompany (the latter shows that company's branding and its identity provider's button). */
export function LoginPage() {
  const { idcompany } = useParams();
  const companyId = idcompany && COMPANY_ID.test(idcompany) ? idcompany : undefined;
  const [refusal] = useState(readSingleSignOnRefusal);
  useEffect(() => {
    if (refusal !== null) forgetFragment();
  }, [refusal]);
  return (
    <PageLayout title="Iniciar sesión">
      <div className="auth-card">
        {idcompany && <CompanyBranding companyId={idcompany} />}
        <h1>Iniciar sesión</h1>
        <p className="auth-card__lead">{signInLead(readReturnPath())}</p>
        {refusal && <FormAlert tone="error">{refusal}</FormAlert>}
        {companyId && <CompanySingleSignOn companyId={companyId} />}
        <LoginForm returnTo={companyId ? `/login/${companyId}` : '/login'} />
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

/**
 * Why a sign-in through the company's provider let nobody in, as the API left it in the address's fragment
 * (`#sso-error=expired`); only read while rendering, the drawn page then takes it out of the address (a reload does
 * not show it again).
 */
function readSingleSignOnRefusal(): string | null {
  if (typeof window === 'undefined') return null;
  const code = new URLSearchParams(window.location.hash.slice(1)).get(SSO_ERROR_FRAGMENT);
  if (code === null) return null;
  return isSingleSignOnRefusal(code) ? SSO_REFUSALS[code] : SSO_REFUSALS.invalid_response;
}
