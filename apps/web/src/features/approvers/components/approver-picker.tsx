import { IonButton } from '@ionic/react';
import { type ApproverUser, MAX_APPROVERS_PER_USER, ROLE_LABELS } from '@travesia/domain';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';

interface ApproverPickerProps {
  user: ApproverUser;
  /** Users of the company who may approve trips (the user themself is left out here). */
  candidates: ApproverUser[];
  selectedIds: number[];
  isPending: boolean;
  errorMessage: string | null;
  onSave: (approverIds: number[]) => void;
  onCancel: () => void;
}

/** Up to five approvers chosen from the company's approvers, administrators and the agency. */
export function ApproverPicker({
  user,
  candidates,
  selectedIds,
  isPending,
  errorMessage,
  onSave,
  onCancel,
}: ApproverPickerProps) {
  const id = useId();
  const [selected, setSelected] = useState<number[]>(selectedIds);
  const eligible = candidates.filter((candidate) => candidate.id !== user.id);
  const isFull = selected.length >= MAX_APPROVERS_PER_USER;

  function toggle(approverId: number, isChecked: boolean) {
    setSelected((current) =>
      isChecked ? [...current, approverId] : current.filter((selectedId) => selectedId !== approverId),
    );
  }

  return (
    <form
      className="approver-picker"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(selected);
      }}
      aria-label={`Aprobadores de ${user.name}`}
    >
      {errorMessage && <FormAlert tone="error">{errorMessage}</FormAlert>}
      <fieldset className="approver-picker__options" aria-describedby={`${id}-hint`}>
        <legend>Aprobadores de {user.name}</legend>
        <p id={`${id}-hint`} className="form-field__hint">
          Elige hasta {MAX_APPROVERS_PER_USER}. Solo aparecen usuarios con rol aprobador o superior.
        </p>
        {eligible.length === 0 ? (
          <p>No hay otros usuarios que puedan aprobar viajes en la empresa.</p>
        ) : (
          eligible.map((candidate) => {
            const isChecked = selected.includes(candidate.id);
            return (
              <label key={candidate.id} className="approver-picker__option">
                <input
                  type="checkbox"
                  checked={isChecked}
                  disabled={!isChecked && isFull}
                  onChange={(event) => toggle(candidate.id, event.target.checked)}
                />
                <span>
                  {candidate.name}{' '}
                  <small>
                    ({ROLE_LABELS[candidate.role]} · {candidate.email})
                  </small>
                </span>
              </label>
            );
          })
        )}
      </fieldset>
      <SubmitButton label="Guardar aprobadores" isPending={isPending} />
      <IonButton expand="block" fill="clear" onClick={onCancel} disabled={isPending}>
        Cancelar
      </IonButton>
    </form>
  );
}
