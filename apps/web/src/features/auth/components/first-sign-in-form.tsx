import { zodResolver } from '@hookform/resolvers/zod';
import { type SingleSignOnDetailsNeeded, singleSignOnCompleteSchema } from '@travesia/domain';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useCompleteSingleSignOn } from '../api/complete-single-sign-on';

interface FirstSignInFormProps {
  code: string;
  identity: SingleSignOnDetailsNeeded;
}

/**
 * A first sign-in through the company's provider creates the traveller's account: the provider vouched for the
 * address and the name; the documento and the phone are the person's to add (their bookings need them).
 */
export function FirstSignInForm({ code, identity }: FirstSignInFormProps) {
  const complete = useCompleteSingleSignOn();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(singleSignOnCompleteSchema),
    defaultValues: {
      code,
      documento: '',
      firstname: identity.firstname,
      last_name: identity.last_name,
      phone: '',
    },
  });

  return (
    <form
      className="auth-form"
      onSubmit={handleSubmit((details) => complete.mutate(details))}
      noValidate
      aria-label="Completar tu cuenta"
    >
      <p className="auth-card__lead">
        {`Es tu primera vez en Travesía con ${identity.email}${identity.companyName ? ` (${identity.companyName})` : ''}. Completa tus datos para crear tu cuenta de viajero.`}
      </p>
      {complete.isError && <FormAlert tone="error">{getErrorMessage(complete.error)}</FormAlert>}
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
      <TextField control={control} name="phone" label="Teléfono" type="tel" autocomplete="tel" required />
      <SubmitButton label="Crear mi cuenta" isPending={complete.isPending} />
    </form>
  );
}
