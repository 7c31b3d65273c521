import { PASSWORD_RULES_TEXT } from '@travesia/domain';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps<T extends PasswordPair & FieldValues> {
  control: Control<T>;
  /** 'Contraseña' for a new account, 'Nueva contraseña' when replacing one. */
  label: string;
}

/** A new password with its rules, and its confirmation (checked by `passwordMismatchIssue`). */
export function NewPasswordFields<T extends PasswordPair & FieldValues>({
  control,
  label,
}: NewPasswordFieldsProps<T>) {
  // The form holds more fields than these; its values extend PasswordPair, so the names exist.
  const name = (field: keyof PasswordPair) => field as FieldPath<T>;
  return (
    <>
      <TextField
        control={control}
        name={name('password')}
        label={label}
        type="password"
        autocomplete="new-password"
        hint={PASSWORD_RULES_TEXT}
        required
      />
      <TextField
        control={control}
        name={name('confirmPassword')}
        label="Confirmar contraseña"
        type="password"
        autocomplete="new-password"
        required
      />
    </>
  );
}
