import './delegations.css';
import { IonButton } from '@ionic/react';
import { type DelegationRight, delegationEndLabel } from '@travesia/domain';
import { useState } from 'react';
import { OnDemandAlert } from '../ionic/ion-alert-on-demand';

/** One delegation as a list shows it: who, what they may do, until when. */
export interface DelegationEntry {
  id: number;
  /** The other person (the delegate, or the one who delegated), or the cost center or group of a gestor. */
  title: string;
  right: DelegationRight;
  endsOn: string | null;
}

interface DelegationListProps {
  entries: readonly DelegationEntry[];
  /** The list's name for screen readers, e.g. "Quién puede reservar por mí". */
  label: string;
  emptyText: string;
  rightLabels: Record<DelegationRight, string>;
  /** "Revocar" or "Renunciar"; the confirmation's header and message follow from the entry. */
  actionLabel: string;
  confirmation: (entry: DelegationEntry) => { header: string; message: string };
  /** The entry being revoked, whose button waits. */
  pendingId: number | null;
  onRevoke: (entry: DelegationEntry) => void;
}

/** Delegations listed with their terms, each revocable after a confirmation. */
export function DelegationList({
  entries,
  label,
  emptyText,
  rightLabels,
  actionLabel,
  confirmation,
  pendingId,
  onRevoke,
}: DelegationListProps) {
  const [confirmed, setConfirmed] = useState<DelegationEntry | null>(null);
  const asked = confirmed ? confirmation(confirmed) : null;

  if (entries.length === 0) return <p className="delegations__empty">{emptyText}</p>;
  return (
    <>
      <ul className="delegations__list" aria-label={label}>
        {entries.map((entry) => (
          <li key={entry.id} className="delegations__item">
            <div>
              <p className="delegations__person">{entry.title}</p>
              <p className="delegations__terms">
                {rightLabels[entry.right]} · {delegationEndLabel(entry.endsOn)}
              </p>
            </div>
            <IonButton
              fill="clear"
              size="small"
              color="danger"
              disabled={pendingId === entry.id}
              aria-label={`${actionLabel}: ${entry.title}`}
              onClick={() => setConfirmed(entry)}
            >
              {actionLabel}
            </IonButton>
          </li>
        ))}
      </ul>
      <OnDemandAlert
        isOpen={confirmed !== null}
        header={asked?.header ?? ''}
        message={asked?.message ?? ''}
        buttons={[
          { text: 'Cancelar', role: 'cancel' },
          {
            text: actionLabel,
            role: 'destructive',
            handler: () => {
              if (confirmed) onRevoke(confirmed);
            },
          },
        ]}
        onDidDismiss={() => setConfirmed(null)}
      />
    </>
  );
}
