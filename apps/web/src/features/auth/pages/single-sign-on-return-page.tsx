import '../auth.css';
import { IonSpinner } from '@ionic/react';
import { SSO_REFUSALS } from '@travesia/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { forgetFragment } from '../../../lib/external-navigation';
import { useExchangeSingleSignOn } from '../api/exchange-single-sign-on';
import { FirstSignInForm } from '../components/first-sign-in-form';

/**
 * /login/sso: where the company's identity provider's answer lands. The API left a single-use code in the
 * address's fragment (never sent to a server, taken out of the address at once); this browser trades it for its
 * session, and the auth-only guard then leaves the page as after any sign-in. A first sign-in that creates the
 * account asks for the documento and the phone first.
 */
export function SingleSignOnReturnPage() {
  const [code] = useState(readHandoffCode);
  const exchange = useExchangeSingleSignOn(code);
  useEffect(() => {
    if (code !== null) forgetFragment();
  }, [code]);

  return (
    <PageLayout title="Iniciar sesión">
      <div className="auth-card" aria-busy={exchange.isLoading}>
        <h1>Iniciar sesión</h1>
        {!code || exchange.isError ? (
          <>
            <FormAlert tone="error">
              {code ? getErrorMessage(exchange.error) : SSO_REFUSALS.expired}
            </FormAlert>
            <nav className="auth-links" aria-label="Opciones de acceso">
              <Link to="/login">Volver a iniciar sesión</Link>
            </nav>
          </>
        ) : exchange.data && 'needsDetails' in exchange.data ? (
          <FirstSignInForm code={code} identity={exchange.data} />
        ) : (
          <p className="auth-card__lead auth-status" role="status">
            <IonSpinner name="crescent" aria-hidden="true" /> Iniciando sesión con tu empresa…
          </p>
        )}
      </div>
    </PageLayout>
  );
}

/**
 * Only read while rendering: a render React throws away (a transition, a lazy chunk) must leave the fragment for
 * the one that stays, which takes it out of the address once drawn (forgetFragment).
 */
function readHandoffCode(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('code');
}
