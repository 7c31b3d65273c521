import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import {
  canDecrement,
  canIncrement,
  type GuestCount,
  type GuestKind,
  guestSummary,
  stepGuests,
} from '@travesia/domain';
import { addOutline, removeOutline } from 'ionicons/icons';
import { useId, useState } from 'react';

const GUEST_ROWS: readonly { kind: GuestKind; label: string; hint: string }[] = [
  { kind: 'adults', label: 'Adultos', hint: '13 años o más' },
  { kind: 'children', label: 'Niños', hint: 'De 2 a 12 años' },
  { kind: 'infants', label: 'Bebés', hint: 'Menores de 2 años' },
];

interface GuestsSelectorProps {
  value: GuestCount;
  onChange: (guests: GuestCount) => void;
}

/** Spec §2.9: the guests field and its 'Seleccionar Huéspedes' modal with plus/minus steppers. */
export function GuestsSelector({ value, onChange }: GuestsSelectorProps) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;

  return (
    <div className="search-field">
      <span className="search-field__label" id={`${id}-label`}>
        Huéspedes
      </span>
      <button
        type="button"
        className="search-field__button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`}>{guestSummary(value)}</span>
      </button>
      <IonModal isOpen={isOpen} onDidDismiss={() => setOpen(false)} aria-labelledby={titleId}>
        <IonHeader>
          <IonToolbar>
            <IonTitle>
              <h2 id={titleId} className="modal-title">
                Seleccionar Huéspedes
              </h2>
            </IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpen(false)}>Cerrar</IonButton>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent>
          <div className="modal-body">
            <ul className="guest-steppers">
              {GUEST_ROWS.map(({ kind, label, hint }) => (
                <li key={kind} className="guest-stepper">
                  <div>
                    <span className="guest-stepper__label" id={`${id}-${kind}`}>
                      {label}
                    </span>
                    <span className="guest-stepper__hint">{hint}</span>
                  </div>
                  <div className="guest-stepper__controls">
                    <button
                      type="button"
                      className="guest-stepper__button"
                      aria-label={`Quitar ${label.toLowerCase()}`}
                      disabled={!canDecrement(value, kind)}
                      onClick={() => onChange(stepGuests(value, kind, -1))}
                    >
                      <IonIcon icon={removeOutline} aria-hidden="true" />
                    </button>
                    <output
                      className="guest-stepper__count"
                      aria-labelledby={`${id}-${kind}`}
                      aria-live="polite"
                    >
                      {value[kind]}
                    </output>
                    <button
                      type="button"
                      className="guest-stepper__button"
                      aria-label={`Agregar ${label.toLowerCase()}`}
                      disabled={!canIncrement(value, kind)}
                      onClick={() => onChange(stepGuests(value, kind, 1))}
                    >
                      <IonIcon icon={addOutline} aria-hidden="true" />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <p className="guest-summary">{guestSummary(value)}</p>
          </div>
        </IonContent>
      </IonModal>
    </div>
  );
}
