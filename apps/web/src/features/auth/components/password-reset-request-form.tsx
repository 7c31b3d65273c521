import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function PasswordResetRequestForm() {
  const resetMutation = useRequestPasswordReset();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  if (resetMutation.isSuccess) return <FormAlert tone="success">{resetMutation.data}</FormAlert>;

  return (
    <form
      className="auth-form"
      onSubmit={handleSubmit((request) => resetMutation.mutate(request))}
      noValidate
      aria-label="Restablecer contraseña"
    >
      <p>
        Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.
      </p>
      {resetMutation.isError && <FormAlert tone="error">{getErrorMessage(resetMutation.error)}</FormAlert>}
      <TextField
        control={control}
        name="email"
        label="Correo electrónico"
        type="email"
        inputmode="email"
        autocomplete="email"
        required
      />
      <SubmitButton label="Enviar enlace" isPending={resetMutation.isPending} />
    </form>
  );
}
