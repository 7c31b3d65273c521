import './delegations.css';
import { type DelegationRight, toIsoDate } from '@travesia/domain';
import { useId } from 'react';

export interface DelegationTerms {
  right: DelegationRight;
  /** yyyy-mm-dd, or empty for no end. */
  endsOn: string;
}

interface DelegationTermsFieldsProps {
  terms: DelegationTerms;
  onChange: (terms: DelegationTerms) => void;
  rightLabels: Record<DelegationRight, string>;
}

/** What the delegate may do and the optional last day, the same in Mi perfil and Usuarios. */
export function DelegationTermsFields({ terms, onChange, rightLabels }: DelegationTermsFieldsProps) {
  const id = useId();
  return (
    <>
      <div className="delegations__field">
        <label className="form-field__label" htmlFor={`${id}-right`}>
          Qué puede hacer
        </label>
        <select
          id={`${id}-right`}
          className="native-control"
          value={terms.right}
          onChange={(event) => onChange({ ...terms, right: event.target.value as DelegationRight })}
        >
          <option value="book">{rightLabels.book}</option>
          <option value="manage">{rightLabels.manage}</option>
        </select>
      </div>
      <div className="delegations__field">
        <label className="form-field__label" htmlFor={`${id}-ends`}>
          Fecha de fin (opcional)
        </label>
        <input
          id={`${id}-ends`}
          type="date"
          className="native-control"
          min={toIsoDate(new Date())}
          value={terms.endsOn}
          aria-describedby={`${id}-ends-hint`}
          onChange={(event) => onChange({ ...terms, endsOn: event.target.value })}
        />
        <p id={`${id}-ends-hint`} className="form-field__hint">
          Vale hasta ese día inclusive. Sin fecha, hasta que la revoques.
        </p>
      </div>
    </>
  );
}

/** The terms as the API takes them: no date is no end. */
export const termsForApi = (terms: DelegationTerms) => ({
  right: terms.right,
  endsOn: terms.endsOn === '' ? null : terms.endsOn,
});
