import '../sign-in-settings.css';
import { IonSpinner } from '@ionic/react';
import { SIGN_IN_METHOD_LABELS, type SignInSettings } from '@travesia/domain';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useManagedCompany } from '../../../lib/company/use-managed-company';
import { useSignInSettings } from '../api/sign-in-settings';
import { ScimTokenSection } from '../components/scim-token-section';
import { SignInSettingsForm } from '../components/sign-in-settings-form';

/** /sign-in-settings: how the company's people sign in, for its administradores and the operador. */
export function SignInSettingsPage() {
  const company = useManagedCompany();
  const { companyId } = company;
  return (
    <PageLayout title="Inicio de sesión">
      <h1 className="sign-in-settings__heading">Inicio de sesión</h1>
      <p className="sign-in-settings__lead">
        Cómo entran las personas de la empresa a Travesía: con su contraseña, o con el proveedor de identidad
        de la empresa (Microsoft Entra ID, Google Workspace, Okta u otro por OpenID Connect o SAML 2.0).
      </p>
      {company.isOperator && <CompanyPicker companyId={companyId} onChange={company.selectCompany} />}
      {companyId !== null && <SignInSettingsSection key={companyId} companyId={companyId} />}
      {companyId !== null && <ScimTokenSection key={`scim-${companyId}`} companyId={companyId} />}
    </PageLayout>
  );
}

function SignInSettingsSection({ companyId }: { companyId: number }) {
  const settings = useSignInSettings(companyId);
  if (settings.isPending) {
    return (
      <p className="sign-in-settings__status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Cargando cómo inicia sesión la empresa…
      </p>
    );
  }
  if (settings.isError) return <FormAlert tone="error">{getErrorMessage(settings.error)}</FormAlert>;
  return (
    <>
      <p className="sign-in-settings__now" role="status">
        {currentStateText(settings.data)}
      </p>
      <SignInSettingsForm companyId={companyId} settings={settings.data} />
    </>
  );
}

/** The answer first (on a phone above all): how people sign in today. */
function currentStateText(settings: SignInSettings): string {
  if (settings.method === 'password') return 'Hoy la empresa inicia sesión con contraseña.';
  const domains = settings.domains.map((domain) => `@${domain}`).join(', ');
  const only = settings.ssoOnly ? ' Solo SSO: sin contraseñas, salvo la cuenta de emergencia.' : '';
  return `Hoy ${domains || 'la empresa'} inicia sesión con ${SIGN_IN_METHOD_LABELS[settings.method]}.${only}`;
}
