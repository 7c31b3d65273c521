import './form.css';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface CheckboxFieldProps<T extends FieldValues, TTransformed extends FieldValues = T> {
  control: Control<T, unknown, TTransformed>;
  name: FieldPathByValue<T, boolean>;
  /** What ticking the box means, read as its label. */
  children: ReactNode;
}

/** A labelled checkbox bound to a yes/no field of react-hook-form; its validation message is announced. */
export function CheckboxField<T extends FieldValues, TTransformed extends FieldValues = T>({
  control,
  name,
  children,
}: CheckboxFieldProps<T, TTransformed>) {
  const errorId = `${useId()}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="checkbox-field">
          <label className="checkbox-field__label">
            <input
              ref={field.ref}
              type="checkbox"
              name={field.name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? 'true' : undefined}
              aria-describedby={fieldState.error ? errorId : undefined}
            />
            <span>{children}</span>
          </label>
          {fieldState.error?.message && (
            <p id={errorId} className="form-field__error" role="alert">
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}
