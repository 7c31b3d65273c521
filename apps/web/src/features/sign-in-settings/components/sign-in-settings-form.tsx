import { zodResolver } from '@hookform/resolvers/zod';
import {
  FIRST_SIGN_IN_BEHAVIOURS,
  FIRST_SIGN_IN_LABELS,
  isOpenIdMethod,
  MAX_SAML_CERTIFICATES,
  SIGN_IN_METHOD_LABELS,
  SIGN_IN_METHODS,
  type SignInSettings,
  type SignInSettingsUpdate,
  signInSettingsUpdateSchema,
} from '@travesia/domain';
import { useId, useState } from 'react';
import { type Control, Controller, useForm, useFormState, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useUpdateSignInSettings } from '../api/sign-in-settings';
import { ProviderValues } from './provider-values';

/** The form's values from the stored settings: the secret is never there, so its field starts empty. */
function formValuesOf(settings: SignInSettings): SignInSettingsUpdate {
  return {
    method: settings.method,
    domains: settings.domains,
    ssoOnly: settings.ssoOnly,
    breakGlassUserId: settings.breakGlassUserId,
    firstSignIn: settings.firstSignIn,
    clientId: settings.clientId,
    clientSecret: '',
    issuerUrl: settings.issuerUrl,
    tenantId: settings.tenantId,
    hostedDomain: settings.hostedDomain,
    samlEntityId: settings.samlEntityId,
    samlSsoUrl: settings.samlSsoUrl,
    samlCertificates: Array.from(
      { length: MAX_SAML_CERTIFICATES },
      (_, index) => settings.samlCertificates[index]?.pem ?? '',
    ),
  };
}

const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' });

interface SignInSettingsFormProps {
  companyId: number;
  settings: SignInSettings;
}

/** How the company signs in: the method, its provider's settings, the domains, «solo SSO» and the first sign-in. */
export function SignInSettingsForm({ companyId, settings }: SignInSettingsFormProps) {
  const update = useUpdateSignInSettings();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(signInSettingsUpdateSchema),
    defaultValues: formValuesOf(settings),
  });
  const method = useWatch({ control, name: 'method' });
  const domains = useWatch({ control, name: 'domains' });
  const ssoOnly = useWatch({ control, name: 'ssoOnly' });
  const isProvider = method !== 'password';

  const submit = handleSubmit((change) => {
    setSavedMessage(null);
    update.mutate(
      { companyId, settings: change },
      {
        onSuccess: (saved) => {
          reset(formValuesOf(saved));
          setSavedMessage(
            saved.method === 'password'
              ? 'Guardamos los cambios: la empresa inicia sesión con contraseña.'
              : `Guardamos los cambios: la empresa inicia sesión con ${SIGN_IN_METHOD_LABELS[saved.method]}.`,
          );
        },
      },
    );
  });

  return (
    <form
      className="sign-in-settings"
      onSubmit={submit}
      noValidate
      aria-label="Inicio de sesión de la empresa"
    >
      <div className="sign-in-settings__main">
        <section className="sign-in-settings__card" aria-labelledby="sign-in-method-title">
          <h2 id="sign-in-method-title" className="sign-in-settings__subheading">
            Método
          </h2>
          <SelectField
            control={control}
            name="method"
            label="Cómo inician sesión las personas de la empresa"
            options={SIGN_IN_METHODS.map((value) => ({ value, label: SIGN_IN_METHOD_LABELS[value] }))}
            required
          />
          {isOpenIdMethod(method) && (
            <OpenIdFields control={control} method={method} settings={settings} domains={domains} />
          )}
          {method === 'saml' && <SamlFields control={control} settings={settings} />}
        </section>

        {isProvider && (
          <section className="sign-in-settings__card" aria-labelledby="sign-in-rules-title">
            <h2 id="sign-in-rules-title" className="sign-in-settings__subheading">
              Quién entra así
            </h2>
            <DomainChoices control={control} companyDomains={settings.companyDomains} />
            <SelectField
              control={control}
              name="firstSignIn"
              label="La primera vez que alguien entra sin cuenta en Travesía"
              options={FIRST_SIGN_IN_BEHAVIOURS.map((value) => ({
                value,
                label: FIRST_SIGN_IN_LABELS[value],
              }))}
              required
            />
            <CheckboxField control={control} name="ssoOnly">
              Solo SSO: para estos dominios no se usan contraseñas ni el registro por cuenta propia
            </CheckboxField>
            {ssoOnly && <BreakGlassField control={control} candidates={settings.breakGlassCandidates} />}
          </section>
        )}

        {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
        {update.isError && <FormAlert tone="error">{getErrorMessage(update.error)}</FormAlert>}
        <SubmitButton
          label="Guardar"
          isPending={update.isPending}
          offlineNote="Conéctate para guardar los cambios."
        />
      </div>
      <ProviderValues method={method} serviceProvider={settings.serviceProvider} />
    </form>
  );
}

type FormControl = Control<
  SignInSettingsUpdate,
  unknown,
  ReturnType<typeof signInSettingsUpdateSchema.parse>
>;

function OpenIdFields({
  control,
  method,
  settings,
  domains,
}: {
  control: FormControl;
  method: 'oidc_google' | 'oidc_microsoft' | 'oidc_generic';
  settings: SignInSettings;
  domains: string[];
}) {
  return (
    <>
      {method === 'oidc_generic' && (
        <TextField
          control={control}
          name="issuerUrl"
          label="URL del emisor (issuer)"
          inputmode="url"
          autocomplete="off"
          hint="Por ejemplo https://tu-empresa.okta.com o https://tu-empresa.okta.com/oauth2/default."
          required
        />
      )}
      {method === 'oidc_microsoft' && (
        <TextField
          control={control}
          name="tenantId"
          label="Id. de directorio (inquilino) de Entra ID"
          autocomplete="off"
          hint="En Entra ID: Información general → Id. de inquilino (tenant ID)."
          required
        />
      )}
      {method === 'oidc_google' && (
        <SelectField
          control={control}
          name="hostedDomain"
          label="Dominio principal de Google Workspace"
          placeholder={domains.length === 0 ? 'Elige primero los dominios de abajo' : 'Elige el dominio'}
          options={domains.map((domain) => ({ value: domain, label: domain }))}
          required
        />
      )}
      <TextField
        control={control}
        name="clientId"
        label="Id. de cliente (client ID)"
        autocomplete="off"
        required
      />
      <TextField
        control={control}
        name="clientSecret"
        label="Secreto del cliente (client secret)"
        type="password"
        autocomplete="new-password"
        hint={
          settings.hasClientSecret
            ? 'Configurado. Déjalo vacío para conservarlo; escribe uno nuevo solo para cambiarlo.'
            : 'Se guarda cifrado y nunca se vuelve a mostrar.'
        }
        required={!settings.hasClientSecret}
      />
    </>
  );
}

function SamlFields({ control, settings }: { control: FormControl; settings: SignInSettings }) {
  const { errors } = useFormState({ control, name: 'samlCertificates' });
  // A rule of the whole list (at least one) lands on the list, not on either slot.
  const certificatesError = errors.samlCertificates?.message ?? errors.samlCertificates?.root?.message;
  return (
    <>
      <TextField
        control={control}
        name="samlEntityId"
        label="Identificador (Entity ID / emisor) del proveedor"
        autocomplete="off"
        required
      />
      <TextField
        control={control}
        name="samlSsoUrl"
        label="URL de inicio de sesión (SSO) del proveedor"
        inputmode="url"
        autocomplete="off"
        required
      />
      {Array.from({ length: MAX_SAML_CERTIFICATES }, (_, index) => {
        const stored = settings.samlCertificates[index];
        return (
          <TextAreaField
            // biome-ignore lint/suspicious/noArrayIndexKey: the two slots are fixed, the current and the next.
            key={index}
            control={control}
            name={`samlCertificates.${index}`}
            label={
              index === 0
                ? 'Certificado de firma del proveedor'
                : 'Segundo certificado (durante un cambio de certificado)'
            }
            hint={
              stored
                ? `${stored.subject} · huella SHA-256 ${stored.fingerprint} · vence el ${dateFormat.format(new Date(stored.validTo))}`
                : index === 0
                  ? 'Pega el certificado X.509 en formato PEM (-----BEGIN CERTIFICATE-----…).'
                  : 'Opcional: mientras el proveedor cambia de certificado, Travesía acepta los dos.'
            }
            rows={4}
          />
        );
      })}
      {certificatesError && (
        <p className="form-field__error" role="alert">
          {certificatesError}
        </p>
      )}
    </>
  );
}

function DomainChoices({ control, companyDomains }: { control: FormControl; companyDomains: string[] }) {
  if (companyDomains.length === 0) {
    return (
      <p className="sign-in-settings__hint" role="status">
        La empresa no tiene dominios de correo registrados en Travesía. Pide al equipo de Travesía que los
        registre para poder iniciar sesión con tu proveedor de identidad.
      </p>
    );
  }
  return (
    <CheckboxGroupField
      control={control}
      name="domains"
      legend="Dominios de correo que entran con el proveedor"
      options={companyDomains.map((domain) => ({ value: domain, label: `@${domain}` }))}
      className="sign-in-settings__domains"
    />
  );
}

function BreakGlassField({
  control,
  candidates,
}: {
  control: FormControl;
  candidates: SignInSettings['breakGlassCandidates'];
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name="breakGlassUserId"
      render={({ field, fieldState }) => (
        <div className="form-field">
          <label className="form-field__label" htmlFor={id}>
            Administrador que conserva su contraseña (cuenta de emergencia)
          </label>
          <p id={`${id}-hint`} className="form-field__hint">
            Entra con su contraseña aunque el proveedor falle. Elige a alguien que la guarde en un lugar
            seguro.
          </p>
          <select
            id={id}
            ref={field.ref}
            className="native-control"
            value={field.value === null ? '' : String(field.value)}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : Number(event.target.value))
            }
            onBlur={field.onBlur}
            aria-invalid={fieldState.error ? 'true' : undefined}
            aria-describedby={[`${id}-hint`, fieldState.error ? `${id}-error` : null]
              .filter(Boolean)
              .join(' ')}
          >
            <option value="">Elige un administrador</option>
            {candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} · {candidate.email}
              </option>
            ))}
          </select>
          {fieldState.error?.message && (
            <p id={`${id}-error`} className="form-field__error" role="alert">
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}
