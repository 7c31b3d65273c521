import '../../../components/form/form.css';
import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { lastCheckInDate, lastCheckOutDate, type StayDates, toIsoDate } from '@travesia/domain';
import { useId, useState } from 'react';
import { DatePicker } from './date-picker';
import { formatStayDate } from './format-stay-date';

interface StayDatesFieldProps {
  value: StayDates;
  onChange: (stay: StayDates) => void;
  error?: string;
}

/**
 * Spec §2.4/§5: the dates field opens a modal calendar with check-in (from today, up to the year on sale) and
 * check-out (from the chosen check-in, up to the longest stay) pickers; 'Aceptar' applies them, dismissing
 * keeps the previous dates.
 */
export function StayDatesField({ value, onChange, error }: StayDatesFieldProps) {
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const id = useId();
  const today = toIsoDate(new Date());

  const open = () => {
    setDraft(value);
    setOpen(true);
  };
  const accept = () => {
    onChange(draft);
    setOpen(false);
  };

  return (
    <div className="search-field">
      <span className="search-field__label" id={`${id}-label`}>
        Fechas de estadía
      </span>
      <button
        type="button"
        className={`search-field__button${error ? ' search-field__button--invalid' : ''}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={open}
      >
        <span id={`${id}-value`}>
          {formatStayDate(value.checkIn)} – {formatStayDate(value.checkOut)}
        </span>
      </button>
      {error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <IonModal isOpen={isOpen} onDidDismiss={() => setOpen(false)} aria-labelledby={`${id}-title`}>
        <IonHeader>
          <IonToolbar>
            <IonTitle>
              <h2 id={`${id}-title`} className="modal-title">
                Fechas de estadía
              </h2>
            </IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpen(false)}>Cancelar</IonButton>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent>
          <div className="modal-body">
            <div className="stay-pickers">
              <section aria-labelledby={`${id}-check-in`}>
                <h3 id={`${id}-check-in`}>Fecha de entrada</h3>
                <DatePicker
                  labelledBy={`${id}-check-in`}
                  min={today}
                  max={lastCheckInDate(today)}
                  value={draft.checkIn}
                  onChange={(checkIn) => setDraft((current) => ({ ...current, checkIn }))}
                />
              </section>
              <section aria-labelledby={`${id}-check-out`}>
                <h3 id={`${id}-check-out`}>Fecha de salida</h3>
                <DatePicker
                  labelledBy={`${id}-check-out`}
                  min={draft.checkIn || today}
                  max={lastCheckOutDate(draft.checkIn || today)}
                  value={draft.checkOut}
                  onChange={(checkOut) => setDraft((current) => ({ ...current, checkOut }))}
                />
              </section>
            </div>
            <IonButton expand="block" strong onClick={accept}>
              Aceptar
            </IonButton>
          </div>
        </IonContent>
      </IonModal>
    </div>
  );
}
