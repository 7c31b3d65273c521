import { useId } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { useCompanies } from '../../lib/company/list-companies';

interface CompanyPickerProps {
  companyId: number | null;
  onChange: (companyId: number) => void;
}

/** The operator works for every company: they choose, by name, the one a screen shows. */
export function CompanyPicker({ companyId, onChange }: CompanyPickerProps) {
  const id = useId();
  const companies = useCompanies();
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        Empresa
      </label>
      <select
        id={id}
        className="native-control"
        value={companyId === null ? '' : String(companyId)}
        disabled={!companies.data}
        aria-describedby={companies.isError ? `${id}-error` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {!companies.data && <option value="">{companies.isError ? '—' : 'Cargando empresas…'}</option>}
        {companies.data?.data.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
            {company.city ? ` · ${company.city}` : ''}
            {company.is_active ? '' : ' (inactiva)'}
          </option>
        ))}
      </select>
      {companies.isError && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {getErrorMessage(companies.error)}
        </p>
      )}
    </div>
  );
}
