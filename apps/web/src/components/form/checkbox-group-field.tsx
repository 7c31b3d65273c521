import './form.css';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface CheckboxGroupFieldProps<T extends FieldValues, TTransformed extends FieldValues = T> {
  control: Control<T, unknown, TTransformed>;
  name: FieldPathByValue<T, string[]>;
  legend: string;
  /** Each value the list may hold, and what its box reads. */
  options: readonly { value: string; label: ReactNode }[];
  className?: string;
}

/** Checkboxes bound to a list field of react-hook-form, one per value; the list's validation message is announced. */
export function CheckboxGroupField<T extends FieldValues, TTransformed extends FieldValues = T>({
  control,
  name,
  legend,
  options,
  className,
}: CheckboxGroupFieldProps<T, TTransformed>) {
  const legendId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: string[] = field.value;
        return (
          <fieldset
            className={className}
            aria-describedby={fieldState.error ? `${legendId}-error` : undefined}
          >
            <legend id={legendId}>{legend}</legend>
            {options.map(({ value, label }) => (
              <label key={value} className="checkbox-field__label">
                <input
                  type="checkbox"
                  checked={chosen.includes(value)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked ? [...chosen, value] : chosen.filter((each) => each !== value),
                    )
                  }
                  onBlur={field.onBlur}
                />
                <span>{label}</span>
              </label>
            ))}
            {fieldState.error?.message && (
              <p id={`${legendId}-error`} className="form-field__error" role="alert">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
