import '../auth.css';
import { IonSpinner } from '@ionic/react';
import { SSO_REFUSALS } from '@travesia/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useExchangeSingleSignOn } from '../api/exchange-single-sign-on';
import { FirstSignInForm } from '../components/first-sign-in-form';

/**
 * /login/sso: where the company's identity provider's answer lands. The API left a single-use code in the
 * address's fragment (never sent to a server, taken out of the address at once); this browser trades it for its
 * session, and the auth-only guard then leaves the page as after any sign-in. A first sign-in that creates the
 * account asks for the documento and the phone first.
 */
export function SingleSignOnReturnPage() {
  const [code] = useState(takeHandoffCode);
  const exchange = useExchangeSingleSignOn();
  const hasAsked = useRef(false);
  useEffect(() => {
    // Once: the code is single-use, and a second exchange (a re-render, React's strict mode) would be refused.
    if (!code || hasAsked.current) return;
    hasAsked.current = true;
    exchange.mutate(code);
  }, [code, exchange]);

  return (
    <PageLayout title="Iniciar sesión">
      <div className="auth-card" aria-busy={exchange.isPending}>
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

function takeHandoffCode(): string | null {
  const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
  if (code !== null) {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
  }
  return code;
}
