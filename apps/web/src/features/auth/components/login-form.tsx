import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';

/** Signs in; the auth-only guard then leaves the page (to the interrupted step, or /flight-home). */
export function LoginForm() {
  const loginMutation = useLogin();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit((credentials) => loginMutation.mutate(credentials));

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Iniciar sesión">
      {loginMutation.isError && <FormAlert tone="error">{getErrorMessage(loginMutation.error)}</FormAlert>}
      <TextField
        control={control}
        name="email"
        label="Correo electrónico"
        type="email"
        inputmode="email"
        autocomplete="email"
        required
      />
      <TextField
        control={control}
        name="password"
        label="Contraseña"
        type="password"
        autocomplete="current-password"
        required
      />
      <SubmitButton label="Ingresar" isPending={loginMutation.isPending} />
    </form>
  );
}
