import { useId } from 'react';

/**
 * Stands in for the shared airport autocomplete in page tests: a plain labelled input that reports
 * what is typed as the IATA value, so the tests exercise the page's form and not the airport list.
 */
export function AirportAutocomplete({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (iata: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
