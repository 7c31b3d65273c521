import type { SignInMethod, SignInSettings } from '@travesia/domain';

interface ProviderValuesProps {
  method: SignInMethod;
  serviceProvider: SignInSettings['serviceProvider'];
}

/** What the admin copies into the identity provider's console, for the method chosen. */
export function ProviderValues({ method, serviceProvider }: ProviderValuesProps) {
  if (method === 'password') return null;
  const values =
    method === 'saml'
      ? [
          { label: 'Identificador (Entity ID) de Travesía', value: serviceProvider.samlEntityId },
          { label: 'URL de respuesta (ACS, HTTP-POST)', value: serviceProvider.samlAcsUrl },
          { label: 'Metadatos de Travesía', value: serviceProvider.samlMetadataUrl },
        ]
      : [{ label: 'URI de redirección (Redirect URI)', value: serviceProvider.oidcRedirectUri }];
  return (
    <section className="sign-in-settings__card" aria-labelledby="provider-values-title">
      <h2 id="provider-values-title" className="sign-in-settings__subheading">
        Datos para tu proveedor de identidad
      </h2>
      <p className="sign-in-settings__hint">
        {method === 'saml'
          ? 'Crea en tu proveedor una aplicación SAML con estos datos; el correo debe llegar como NameID (formato emailAddress) o en el atributo «email», y la aserción debe ir firmada.'
          : 'Registra Travesía en tu proveedor como aplicación web con esta dirección de redirección y los permisos openid, email y profile.'}
      </p>
      <dl className="sign-in-settings__values">
        {values.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
