import { IonButton } from '@ionic/react';
import { getErrorMessage } from '../../../lib/api-client';
import { useCompanySingleSignOn } from '../api/get-company-single-sign-on';
import { useStartSingleSignOn } from '../api/start-single-sign-on';

/**
 * The company's identity provider's button on its own sign-in page (/login/:idcompany), above the form; nothing
 * while it loads or when the company signs in with passwords (the form is the page then).
 */
export function CompanySingleSignOn({ companyId }: { companyId: string }) {
  const offer = useCompanySingleSignOn(companyId);
  const start = useStartSingleSignOn();
  const sso = offer.data?.sso;
  if (!sso) return null;
  return (
    <div className="auth-provider">
      <IonButton
        expand="block"
        className="auth-provider-button"
        disabled={start.isPending}
        onClick={() => start.mutate({ companyId: Number(companyId), returnTo: `/login/${companyId}` })}
      >
        {sso.buttonLabel}
      </IonButton>
      {start.isError && (
        <p className="form-field__error" role="alert">
          {getErrorMessage(start.error)}
        </p>
      )}
      <p className="auth-provider__divider">
        <span>
          {sso.ssoOnly
            ? 'o, si eres el administrador de emergencia, con tu contraseña'
            : 'o con tu correo y contraseña'}
        </span>
      </p>
    </div>
  );
}
