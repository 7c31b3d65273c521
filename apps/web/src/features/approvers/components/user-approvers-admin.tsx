import '../../../components/card/card.css';
import { IonButton, IonSpinner } from '@ionic/react';
import { canApproveTrips, normalizeSearchText, ROLE_LABELS, type UserApprovers } from '@travesia/domain';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { IonSearchbar } from '../../../components/ionic/ion-searchbar';
import { getErrorMessage } from '../../../lib/api-client';
import { useUserApprovers } from '../api/list-user-approvers';
import { useSetUserApprovers } from '../api/set-user-approvers';
import { ApproverPicker } from './approver-picker';

function matches(entry: UserApprovers, search: string): boolean {
  const wanted = normalizeSearchText(search);
  if (!wanted) return true;
  const { name, email, documento } = entry.user;
  return [name, email, documento].some((value) => normalizeSearchText(value).includes(wanted));
}

/** Every user of the company with their approvers; the administrator edits one user at a time. */
export function UserApproversAdmin({ companyId }: { companyId: number | undefined }) {
  const entries = useUserApprovers(companyId);
  const save = useSetUserApprovers();
  const [search, setSearch] = useState('');
  const [editedUserId, setEditedUserId] = useState<number | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  if (entries.isPending) {
    return (
      <p className="approvers__status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Cargando usuarios...
      </p>
    );
  }
  if (entries.isError) return <FormAlert tone="error">{getErrorMessage(entries.error)}</FormAlert>;

  const candidates = entries.data.map((entry) => entry.user).filter((user) => canApproveTrips(user.role));
  const shown = entries.data.filter((entry) => matches(entry, search));

  function startEditing(userId: number | null) {
    save.reset();
    setSavedMessage(null);
    setEditedUserId(userId);
  }

  return (
    <section className="card approvers__card" aria-labelledby="user-approvers-title">
      <h2 id="user-approvers-title">Aprobadores por usuario</h2>
      {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
      <IonSearchbar
        value={search}
        onIonInput={(event) => setSearch(event.detail.value ?? '')}
        placeholder="Buscar por nombre, correo o documento"
        aria-label="Buscar usuario"
        debounce={0}
      />
      {shown.length === 0 ? (
        <p className="approvers__status">
          {entries.data.length === 0
            ? 'La empresa no tiene usuarios activos.'
            : 'Ningún usuario coincide con la búsqueda.'}
        </p>
      ) : (
        <ul className="approvers__list" aria-label="Usuarios de la empresa">
          {shown.map((entry) => (
            <li key={entry.user.id} className="approvers__user">
              <div className="approvers__user-head">
                <div>
                  <h3>{entry.user.name}</h3>
                  <p className="approvers__muted">
                    {ROLE_LABELS[entry.user.role]} · {entry.user.email} · {entry.user.documento}
                  </p>
                </div>
                {editedUserId !== entry.user.id && (
                  <IonButton
                    fill="outline"
                    size="small"
                    onClick={() => startEditing(entry.user.id)}
                    aria-label={`Editar aprobadores de ${entry.user.name}`}
                  >
                    Editar aprobadores
                  </IonButton>
                )}
              </div>
              {editedUserId === entry.user.id ? (
                <ApproverPicker
                  user={entry.user}
                  candidates={candidates}
                  selectedIds={entry.approvers.map((approver) => approver.id)}
                  isPending={save.isPending}
                  errorMessage={save.error ? getErrorMessage(save.error) : null}
                  onSave={(approverIds) =>
                    save.mutate(
                      { userId: entry.user.id, approverIds },
                      {
                        onSuccess: () => {
                          setEditedUserId(null);
                          setSavedMessage(`Guardamos los aprobadores de ${entry.user.name}.`);
                        },
                      },
                    )
                  }
                  onCancel={() => startEditing(null)}
                />
              ) : entry.approvers.length === 0 ? (
                <p className="approvers__muted">Sin aprobadores asignados.</p>
              ) : (
                <ul className="approvers__chips" aria-label={`Aprobadores de ${entry.user.name}`}>
                  {entry.approvers.map((approver) => (
                    <li key={approver.id}>{approver.name}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
