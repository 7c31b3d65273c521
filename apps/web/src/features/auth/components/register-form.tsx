import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequestSchema } from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useRegister } from '../api/register';

/**
 * The account is created only once the e-mailed link is followed, so a sent form ends on "check your e-mail". It
 * asks for no password: whoever opens the link chooses it there (decision 035), so a password typed here for
 * somebody else's address could never be the account's.
 */
export function RegisterForm() {
  const registerMutation = useRegister();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: {
      documento: '',
      firstname: '',
      last_name: '',
      email: '',
      phone: '',
      invitationCode: '',
    },
  });

  const submit = handleSubmit((account) => registerMutation.mutate(account));

  if (registerMutation.isSuccess) {
    return (
      <section className="auth-form" aria-labelledby="sign-up-sent-title">
        <h2 id="sign-up-sent-title">Revisa tu correo</h2>
        <FormAlert tone="success">{registerMutation.data.message}</FormAlert>
        <p className="auth-card__lead">
          Si no lo ves en unos minutos, revisa la carpeta de correo no deseado.
        </p>
      </section>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Crear una cuenta">
      {registerMutation.isError && (
        <FormAlert tone="error">{getErrorMessage(registerMutation.error)}</FormAlert>
      )}
      <div className="form-grid">
        <TextField control={control} name="firstname" label="Nombre" autocomplete="given-name" required />
        <TextField control={control} name="last_name" label="Apellido" autocomplete="family-name" required />
      </div>
      <TextField
        control={control}
        name="documento"
        label="Número de documento"
        inputmode="numeric"
        autocomplete="off"
        hint="Solo números, sin puntos ni espacios."
        required
      />
      <TextField
        control={control}
        name="email"
        label="Correo electrónico corporativo"
        type="email"
        inputmode="email"
        autocomplete="email"
        required
      />
      <TextField control={control} name="phone" label="Teléfono" type="tel" autocomplete="tel" required />
      <TextField
        control={control}
        name="invitationCode"
        label="Código de invitación (opcional)"
        autocomplete="off"
        hint="No lo necesitas si el dominio del correo de tu empresa ya está registrado en Travesía."
      />
      <SubmitButton label="Crear cuenta" isPending={registerMutation.isPending} />
    </form>
  );
}
