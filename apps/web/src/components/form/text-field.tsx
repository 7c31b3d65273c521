import './form.css';
import { IonButton, IonIcon } from '@ionic/react';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { type ComponentProps, useId, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { IonInput } from '../ionic/ion-input';

type IonInputProps = ComponentProps<typeof IonInput>;

interface TextFieldProps<T extends FieldValues, TTransformed extends FieldValues = T> {
  /** The form's control; its submitted values may be transformed by the resolver (text to numbers). */
  control: Control<T, unknown, TTransformed>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autocomplete?: IonInputProps['autocomplete'];
  inputmode?: IonInputProps['inputmode'];
  /** Guidance shown under the field and read with it (e.g. the password rules). */
  hint?: string;
  required?: boolean;
}

/** A labelled Ionic input bound to react-hook-form; its validation message is announced when it appears. */
export function TextField<T extends FieldValues, TTransformed extends FieldValues = T>({
  control,
  name,
  label,
  type = 'text',
  autocomplete,
  inputmode,
  hint,
  required = false,
}: TextFieldProps<T, TTransformed>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const isPassword = type === 'password';

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const describedBy = [hint ? hintId : null, fieldState.error ? errorId : null]
          .filter(Boolean)
          .join(' ');
        return (
          <div className="form-field">
            <IonInput
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onIonInput={(event) => field.onChange(event.detail.value ?? '')}
              onIonBlur={field.onBlur}
              label={label}
              labelPlacement="stacked"
              type={isPassword && isPasswordVisible ? 'text' : type}
              autocomplete={autocomplete}
              inputmode={inputmode}
              required={required}
              clearOnEdit={false}
              className={fieldState.error ? 'ion-invalid ion-touched' : undefined}
              aria-invalid={fieldState.error ? 'true' : undefined}
              aria-describedby={describedBy || undefined}
            >
              {isPassword && (
                <IonButton
                  slot="end"
                  fill="clear"
                  aria-label={isPasswordVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                  aria-pressed={isPasswordVisible}
                  onClick={() => setPasswordVisible((visible) => !visible)}
                >
                  <IonIcon
                    slot="icon-only"
                    icon={isPasswordVisible ? eyeOffOutline : eyeOutline}
                    aria-hidden="true"
                  />
                </IonButton>
              )}
            </IonInput>
            {hint && (
              <p id={hintId} className="form-field__hint">
                {hint}
              </p>
            )}
            {fieldState.error?.message && (
              <p id={errorId} className="form-field__error" role="alert">
                {fieldState.error.message}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
