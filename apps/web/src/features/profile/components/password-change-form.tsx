import '../../../components/card/card.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULES_TEXT, type PasswordChange, passwordChangeSchema } from '@travesia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '' };

/** Changing the password signs out every other device; this one stays signed in. */
export function PasswordChangeForm() {
  const change = useChangePassword();
  const [version, setVersion] = useState(0);
  const [isChanged, setChanged] = useState(false);
  return (
    <section className="card profile-section" aria-labelledby="password-heading">
      <h2 id="password-heading" className="profile-section__title">
        Cambiar contraseña
      </h2>
      {isChanged && (
        <FormAlert tone="success">
          Cambiamos tu contraseña y cerramos tus sesiones en otros dispositivos.
        </FormAlert>
      )}
      {change.error && <FormAlert tone="error">{getErrorMessage(change.error)}</FormAlert>}
      <PasswordFields
        key={version}
        isPending={change.isPending}
        onSubmit={(input) => {
          setChanged(false);
          change.mutate(input, {
            onSuccess: () => {
              change.reset();
              setVersion((current) => current + 1);
              setChanged(true);
            },
          });
        }}
      />
    </section>
  );
}

function PasswordFields({
  isPending,
  onSubmit,
}: {
  isPending: boolean;
  onSubmit: (input: PasswordChange) => void;
}) {
  const { control, handleSubmit } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  return (
    <form noValidate aria-label="Cambiar contraseña" onSubmit={handleSubmit(onSubmit)}>
      <TextField
        control={control}
        name="currentPassword"
        label="Contraseña actual"
        type="password"
        autocomplete="current-password"
        required
      />
      <TextField
        control={control}
        name="newPassword"
        label="Contraseña nueva"
        type="password"
        autocomplete="new-password"
        hint={PASSWORD_RULES_TEXT}
        required
      />
      <SubmitButton label="Cambiar contraseña" isPending={isPending} />
    </form>
  );
}
