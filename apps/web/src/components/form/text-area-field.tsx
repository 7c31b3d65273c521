import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { NativeField } from './native-field';

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
  rows = 3,
  maxLength,
  required = false,
  ...field
}: TextAreaFieldProps<T, TTransformed>) {
  return (
    <NativeField {...field}>
      {(controlProps) => <textarea {...controlProps} rows={rows} maxLength={maxLength} required={required} />}
    </NativeField>
  );
}
