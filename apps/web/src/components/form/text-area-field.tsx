import './form.css';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface TextAreaFieldProps<T extends FieldValues, TTransformed extends FieldValues = T> {
  control: Control<T, unknown, TTransformed>;
  name: FieldPath<T>;
  label: string;
  /** Guidance shown under the label and read with the field. */
  hint?: string;
  rows?: number;
  maxLength?: number;
  required?: boolean;
}

/** A labelled multi-line field bound to react-hook-form; its validation message is announced when it appears. */
export function TextAreaField<T extends FieldValues, TTransformed extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  rows = 3,
  maxLength,
  required = false,
}: TextAreaFieldProps<T, TTransformed>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
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
            <label className="form-field__label" htmlFor={id}>
              {label}
            </label>
            {hint && (
              <p id={hintId} className="form-field__hint">
                {hint}
              </p>
            )}
            <textarea
              id={id}
              ref={field.ref}
              name={field.name}
              className="native-control"
              rows={rows}
              maxLength={maxLength}
              required={required}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? 'true' : undefined}
              aria-describedby={describedBy || undefined}
            />
            {fieldState.error && (
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
