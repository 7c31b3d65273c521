import './delegations.css';
import { IonButton } from '@ionic/react';
import type { Colleague } from '@travesia/domain';
import { useEffect, useId, useState } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { useColleagueSearch } from '../../lib/delegations/delegations-api';
import { FormAlert } from '../form/form-alert';

/** How long typing pauses before the search is asked: one request per word, not per key. */
const TYPING_PAUSE_MS = 300;

interface ColleaguePickerProps {
  chosen: Colleague | null;
  onChoose: (colleague: Colleague | null) => void;
}

/** Finds an active colleague of the company by name or e-mail and lets the user choose one. */
export function ColleaguePicker({ chosen, onChoose }: ColleaguePickerProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useColleagueSearch(searched);

  if (chosen) {
    return (
      <div className="delegations__field">
        <span className="form-field__label">Compañero elegido</span>
        <p className="delegations__person">
          {chosen.name} <span className="delegations__terms">({chosen.maskedEmail})</span>
          <IonButton fill="clear" size="small" onClick={() => onChoose(null)}>
            Cambiar
          </IonButton>
        </p>
      </div>
    );
  }
  const isShort = searched.trim().length < 2;
  return (
    <div className="delegations__field">
      <label className="form-field__label" htmlFor={`${id}-search`}>
        Compañero de la empresa
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="native-control"
        autoComplete="off"
        value={typed}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p id={`${id}-hint`} className="form-field__hint">
        Escribe al menos 2 letras del nombre o del correo.
      </p>
      {isShort ? null : search.isError ? (
        <FormAlert tone="error">{getErrorMessage(search.error)}</FormAlert>
      ) : search.isPending ? (
        <p className="delegations__empty" role="status">
          Buscando...
        </p>
      ) : search.data.length === 0 ? (
        <p className="delegations__empty" role="status">
          Nadie de tu empresa coincide con «{searched.trim()}».
        </p>
      ) : (
        <ul className="delegations__results" aria-label="Compañeros encontrados">
          {search.data.map((colleague) => (
            <li key={colleague.id}>
              <button type="button" className="delegations__result" onClick={() => onChoose(colleague)}>
                {colleague.name} <span className="delegations__terms">({colleague.maskedEmail})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
