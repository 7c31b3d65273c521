import './form.css';
import { type ChangeEvent, type ReactElement, useId } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/** What a native control needs to be bound, labelled and described; spread it on the element. */
export interface NativeControlProps {
  id: string;
  ref: ControllerRenderProps['ref'];
  name: string;
  className: 'native-control';
  value: string;
  onChange: (event: ChangeEvent<{ value: string }>) => void;
  onBlur: () => void;
  'aria-invalid': 'true' | undefined;
  'aria-describedby': string | undefined;
}

interface NativeFieldProps<T extends FieldValues, TTransformed extends FieldValues = T> {
  control: Control<T, unknown, TTransformed>;
  name: FieldPath<T>;
  label: string;
  /** Guidance shown under the label and read with the field. */
  hint?: string;
  /** Renders the native control (select, textarea, date input) with the props it is given. */
  children: (controlProps: NativeControlProps) => ReactElement;
}

/**
 * The label, hint and announced validation message around a native control bound to react-hook-form,
 * written once for every native field.
 */
export function NativeField<T extends FieldValues, TTransformed extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  children,
}: NativeFieldProps<T, TTransformed>) {
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
            {children({
              id,
              ref: field.ref,
              name: field.name,
              className: 'native-control',
              value: String(field.value ?? ''),
              onChange: (event) => field.onChange(event.target.value),
              onBlur: field.onBlur,
              'aria-invalid': fieldState.error ? 'true' : undefined,
              'aria-describedby': describedBy || undefined,
            })}
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
