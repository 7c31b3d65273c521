import { IonSpinner } from '@ionic/react';
import { FormAlert } from '../../../components/form/form-alert';
import { IonToggle } from '../../../components/ionic/ion-toggle';
import { getErrorMessage } from '../../../lib/api-client';
import { useSignUpSettings, useUpdateSignUpSettings } from '../api/sign-up-settings';

/** Whether people with an address of the company's domains may join by themselves, or only by invitation. */
export function SignUpSettingsSection({ companyId }: { companyId: number }) {
  const settings = useSignUpSettings(companyId);
  const update = useUpdateSignUpSettings();

  return (
    <section className="company-users__card" aria-labelledby="sign-up-settings-title">
      <h2 id="sign-up-settings-title" className="admin-page__subheading">
        Registro con el correo de la empresa
      </h2>
      {settings.isPending ? (
        <p className="admin-page__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando...
        </p>
      ) : settings.isError ? (
        <FormAlert tone="error">{getErrorMessage(settings.error)}</FormAlert>
      ) : (
        <>
          {update.error && <FormAlert tone="error">{getErrorMessage(update.error)}</FormAlert>}
          <IonToggle
            checked={settings.data.allowDomainSignup}
            disabled={update.isPending}
            justify="space-between"
            onIonChange={(event) =>
              update.mutate({ companyId, settings: { allowDomainSignup: event.detail.checked } })
            }
          >
            Permitir que se registren con el correo de la empresa
          </IonToggle>
          <p className="admin-page__status">
            {settings.data.allowDomainSignup
              ? `Quien tenga un correo ${domainsText(settings.data.emailDomains)} puede crear su cuenta después de confirmar su correo.`
              : 'Solo entran las personas que invites por correo o que tengan el código de invitación.'}
          </p>
        </>
      )}
    </section>
  );
}

function domainsText(domains: readonly string[]): string {
  return domains.length === 0 ? 'de la empresa' : domains.map((domain) => `@${domain}`).join(' o ');
}
