import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { loginRequestSchema } from '@travesia/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { isDiscoverableEmail, useSingleSignOnOffer } from '../api/discover-single-sign-on';
import { useLogin } from '../api/login';
import { useStartSingleSignOn } from '../api/start-single-sign-on';

/** The address is asked about once typing pauses, not at every key. */
const DISCOVERY_PAUSE_MS = 400;

interface LoginFormProps {
  /** The sign-in page a refused sign-in through the provider comes back to (/login or /login/:idcompany). */
  returnTo: string;
}

/**
 * Signs in; the auth-only guard then leaves the page (to the interrupted step, or /flight-home). An address whose
 * company signs in through its identity provider gets that provider's button; under «solo SSO» the password gives
 * way to it (the break-glass administrador can bring the password back), and sending the form goes to the provider.
 */
export function LoginForm({ returnTo }: LoginFormProps) {
  const loginMutation = useLogin();
  const startMutation = useStartSingleSignOn();
  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const typedEmail = useWatch({ control, name: 'email' });
  const [email, setEmail] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setEmail(typedEmail.trim()), DISCOVERY_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typedEmail]);
  const offer = useSingleSignOnOffer(email);
  const sso = isDiscoverableEmail(email) && typedEmail.trim() === email ? (offer.data?.sso ?? null) : null;
  const [usesEmergencyPassword, setUsesEmergencyPassword] = useState(false);
  const isProviderOnly = sso?.ssoOnly === true && !usesEmergencyPassword;

  const continueWithProvider = () => startMutation.mutate({ email: getValues('email').trim(), returnTo });
  const signInWithPassword = handleSubmit((credentials) => loginMutation.mutate(credentials));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!isProviderOnly) return signInWithPassword(event);
    event.preventDefault();
    continueWithProvider();
  };
  const error = loginMutation.error ?? startMutation.error;

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Iniciar sesión">
      {error && <FormAlert tone="error">{getErrorMessage(error)}</FormAlert>}
      <TextField
        control={control}
        name="email"
        label="Correo electrónico"
        type="email"
        inputmode="email"
        autocomplete="email"
        required
      />
      {isProviderOnly ? (
        <p className="auth-note" role="status">
          Tu empresa inicia sesión con su propio proveedor de identidad: continúa con él, sin contraseña.
        </p>
      ) : (
        <TextField
          control={control}
          name="password"
          label="Contraseña"
          type="password"
          autocomplete="current-password"
          required
        />
      )}
      <SubmitButton
        label={isProviderOnly && sso ? sso.buttonLabel : 'Ingresar'}
        isPending={loginMutation.isPending || (isProviderOnly && startMutation.isPending)}
      />
      {sso && !isProviderOnly && (
        <IonButton
          expand="block"
          fill="outline"
          className="auth-provider-button"
          disabled={startMutation.isPending}
          onClick={continueWithProvider}
        >
          {sso.buttonLabel}
        </IonButton>
      )}
      {sso?.ssoOnly && (
        <button
          type="button"
          className="auth-link-button"
          aria-pressed={usesEmergencyPassword}
          onClick={() => setUsesEmergencyPassword((uses) => !uses)}
        >
          {usesEmergencyPassword
            ? 'Continuar con el proveedor de identidad de mi empresa'
            : 'Soy el administrador de emergencia: usar mi contraseña'}
        </button>
      )}
    </form>
  );
}
