import { CHOOSE_COMPANY_MESSAGE } from '@travesia/domain';
import { useId } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { useCompanies } from '../../lib/company/list-companies';

interface CompanyPickerProps {
  /** null: none chosen yet; the picker then asks for one. */
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
        aria-describedby={companies.isError ? `${id}-error` : companyId === null ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {!companies.data && <option value="">{companies.isError ? '—' : 'Cargando empresas...'}</option>}
        {companies.data && companyId === null && (
          <option value="" disabled>
            Elige una empresa
          </option>
        )}
        {companies.data?.data.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
            {company.city ? ` · ${company.city}` : ''}
            {company.is_active ? '' : ' (inactiva)'}
          </option>
        ))}
      </select>
      {companyId === null && !companies.isError && (
        <p id={`${id}-hint`} className="form-field__hint" role="status">
          {CHOOSE_COMPANY_MESSAGE}
        </p>
      )}
      {companies.isError && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {getErrorMessage(companies.error)}
        </p>
      )}
    </div>
  );
}
