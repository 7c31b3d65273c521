import './company-id-field.css';
import { useId, useState } from 'react';

const COMPANY_ID_MESSAGE = 'Indica el ID numérico de la empresa.';

interface CompanyIdFieldProps {
  companyId: number | null;
  onChange: (companyId: number) => void;
}

/** The operator works for every company, so they name the one whose bookings they want to see. */
export function CompanyIdField({ companyId, onChange }: CompanyIdFieldProps) {
  const id = useId();
  const [text, setText] = useState(companyId === null ? '' : String(companyId));
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const value = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || value < 1 || value > 2_147_483_647) {
      setError(COMPANY_ID_MESSAGE);
      return;
    }
    setError(null);
    onChange(value);
  }

  return (
    <form
      className="company-id-field"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      noValidate
    >
      <div className="form-field">
        <label className="form-field__label" htmlFor={id}>
          Empresa (ID)
        </label>
        <input
          id={id}
          className="native-control"
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="form-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="company-id-field__button">
        Ver empresa
      </button>
    </form>
  );
}
