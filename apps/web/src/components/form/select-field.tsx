import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { NativeField } from './native-field';

interface SelectFieldProps<T extends FieldValues, TTransformed extends FieldValues = T> {
  control: Control<T, unknown, TTransformed>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, unselectable option shown while nothing is chosen. */
  placeholder?: string;
  required?: boolean;
}

/** A labelled native select bound to react-hook-form (light, and right with every screen reader). */
export function SelectField<T extends FieldValues, TTransformed extends FieldValues = T>({
  options,
  placeholder,
  required = false,
  ...field
}: SelectFieldProps<T, TTransformed>) {
  return (
    <NativeField {...field}>
      {(controlProps) => (
        <select {...controlProps} required={required}>
          {placeholder && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </NativeField>
  );
}
