import '../form/form.css';
import './guests-selector.css';
import { IonButton, IonButtons, IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import {
  CHILD_AGES,
  canDecrement,
  canIncrement,
  type GuestCount,
  type GuestKind,
  guestSummary,
  stepGuests,
} from '@travesia/domain';
import { useId, useState } from 'react';
import { CountStepper } from '../count-stepper/count-stepper';
import { SearchFieldButton } from '../form/search-field-button';
import { OnDemandModal } from '../ionic/ion-modal-on-demand';

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
  /**
   * Hotels ask each child's age (suppliers price and place children by it): one entry per child, null until
   * chosen. Without it (flights) no age is asked.
   */
  childAges?: (number | null)[];
  onChildAgesChange?: (ages: (number | null)[]) => void;
}

/** Keeps one age per child: new children start unchosen, removed ones take their age with them. */
function resizeAges(ages: (number | null)[], children: number): (number | null)[] {
  return Array.from({ length: children }, (_, index) => ages[index] ?? null);
}

/** Spec §2.9: the guests field and its 'Seleccionar Huéspedes' modal with plus/minus steppers. */
export function GuestsSelector({
  value,
  onChange,
  label = 'Huéspedes',
  title = 'Seleccionar Huéspedes',
  error,
  childAges,
  onChildAgesChange,
}: GuestsSelectorProps) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const step = (kind: GuestKind, delta: 1 | -1) => {
    const next = stepGuests(value, kind, delta);
    onChange(next);
    if (childAges && onChildAgesChange && next.children !== value.children) {
      onChildAgesChange(resizeAges(childAges, next.children));
    }
  };
  const chooseAge = (index: number, age: string) => {
    if (!childAges || !onChildAgesChange) return;
    onChildAgesChange(childAges.map((current, at) => (at === index ? (age ? Number(age) : null) : current)));
  };

  return (
    <div className="search-field">
      {/* The error is announced inside the modal, where the counts change; here it only describes the field. */}
      <SearchFieldButton
        id={id}
        label={label}
        value={guestSummary(value)}
        error={error}
        announceError={false}
        onOpen={() => setOpen(true)}
      />
      <OnDemandModal isOpen={isOpen} onDidDismiss={() => setOpen(false)} aria-labelledby={titleId}>
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
                  <CountStepper
                    label={label}
                    hint={hint}
                    value={value[kind]}
                    canDecrease={canDecrement(value, kind)}
                    canIncrease={canIncrement(value, kind)}
                    onChange={(count) => step(kind, count > value[kind] ? 1 : -1)}
                  />
                </li>
              ))}
            </ul>
            {childAges && childAges.length > 0 && (
              <fieldset className="child-ages">
                <legend className="child-ages__legend">Edad de los niños al viajar</legend>
                <p className="guest-stepper__hint">El hotel la necesita para asignar camas y precio.</p>
                <div className="child-ages__fields">
                  {childAges.map((age, index) => (
                    // Ages have no identity of their own: the child's position is what the label names.
                    // biome-ignore lint/suspicious/noArrayIndexKey: one select per child position
                    <label key={index} className="child-ages__field">
                      <span>Edad del niño {index + 1}</span>
                      <select
                        className="native-control"
                        value={age ?? ''}
                        aria-invalid={age === null ? 'true' : undefined}
                        onChange={(event) => chooseAge(index, event.target.value)}
                      >
                        <option value="" disabled>
                          Elige la edad
                        </option>
                        {CHILD_AGES.map((option) => (
                          <option key={option} value={option}>
                            {option} años
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <p className="guest-summary">{guestSummary(value)}</p>
            {error && (
              <p className="form-field__error" role="alert">
                {error}
              </p>
            )}
          </div>
        </IonContent>
      </OnDemandModal>
    </div>
  );
}
