import '../form/form.css';
import './guests-selector.css';
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
  /** The field's label; flights say 'Pasajeros'. */
  label?: string;
  /** The modal's title. */
  title?: string;
  /** A rule across the counts the steppers cannot keep (e.g. no more infants than adults on a flight). */
  error?: string;
}

/** Spec §2.9: the guests field and its 'Seleccionar Huéspedes' modal with plus/minus steppers. */
export function GuestsSelector({
  value,
  onChange,
  label = 'Huéspedes',
  title = 'Seleccionar Huéspedes',
  error,
}: GuestsSelectorProps) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;

  return (
    <div className="search-field">
      <span className="search-field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={`search-field__button${error ? ' search-field__button--invalid' : ''}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`}>{guestSummary(value)}</span>
      </button>
      {error && (
        // Announced inside the modal, where the counts change; here it only describes the field.
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      <IonModal isOpen={isOpen} onDidDismiss={() => setOpen(false)} aria-labelledby={titleId}>
        <IonHeader>
          <IonToolbar>
            <IonTitle>
              <h2 id={titleId} className="modal-title">
                {title}
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
                      className="stepper-button"
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
                      className="stepper-button"
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
            {error && (
              <p className="form-field__error" role="alert">
                {error}
              </p>
            )}
          </div>
        </IonContent>
      </IonModal>
    </div>
  );
}
