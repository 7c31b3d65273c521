import '../form/form.css';
import './date-range-field.css';
import { IonButton, IonButtons, IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import {
  addMonths,
  chooseDay,
  type DateRange,
  type DateRangeBounds,
  dayAfterKey,
  formatShortDate,
  monthOfDay,
  type RangeEnd,
} from '@travesia/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SearchFieldButton } from '../form/search-field-button';
import { IonFooter } from '../ionic/ion-footer';
import { OnDemandModal } from '../ionic/ion-modal-on-demand';
import { MonthCalendar } from './month-calendar';

interface DateRangeFieldProps {
  /** The field's label and the modal's title ('Fechas de estadía'). */
  label: string;
  startLabel: string;
  endLabel: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  bounds: DateRangeBounds;
  /** One day only (a one-way flight): no end is asked. */
  single?: boolean;
  error?: string;
}

/**
 * The one date calendar of hotel stays and flights (spec §2.4: a field opening a modal calendar with the two
 * dates and 'Aceptar'). One tap picks the start, the next the end, with the nights between shaded; the
 * keyboard moves by day, week (arrows) and month (Page Up/Down). Dismissing keeps the previous dates.
 */
export function DateRangeField({
  label,
  startLabel,
  endLabel,
  value,
  onChange,
  bounds,
  single = false,
  error,
}: DateRangeFieldProps) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const [picking, setPicking] = useState<RangeEnd>('start');
  const [month, setMonth] = useState(monthOfDay(value.start || bounds.min));
  // The one day of the calendars in the tab order (roving focus); arrow keys move it.
  const [focusedDay, setFocusedDay] = useState(value.start || bounds.min);
  const calendarsRef = useRef<HTMLDivElement>(null);
  const movedByKey = useRef(false);

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    calendarsRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay]);

  const open = () => {
    setDraft(value);
    setPicking('start');
    setMonth(monthOfDay(value.start || bounds.min));
    setFocusedDay(value.start || bounds.min);
    setOpen(true);
  };
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = dayAfterKey(tabbableDay, event.key);
    if (!target) return;
    event.preventDefault();
    const day = target < bounds.min ? bounds.min : target > bounds.maxEnd ? bounds.maxEnd : target;
    const dayMonth = monthOfDay(day);
    if (dayMonth < month) setMonth(dayMonth);
    if (dayMonth > addMonths(month, 1)) setMonth(addMonths(dayMonth, -1));
    movedByKey.current = true;
    setFocusedDay(day);
  };
  const choose = (day: string) => {
    setFocusedDay(day);
    if (single) {
      setDraft({ start: day, end: '' });
      return;
    }
    const chosen = chooseDay(draft, day, picking, bounds);
    setDraft(chosen.range);
    setPicking(chosen.next);
  };
  const accept = () => {
    onChange(draft);
    setOpen(false);
  };
  const shownMonths = [month, addMonths(month, 1)];
  const firstShownDay = `${month}-01` < bounds.min ? bounds.min : `${month}-01`;
  const tabbableDay = shownMonths.includes(monthOfDay(focusedDay)) ? focusedDay : firstShownDay;
  const isComplete = single ? draft.start !== '' : draft.start !== '' && draft.end !== '';
  const summary = single
    ? formatShortDate(value.start)
    : `${formatShortDate(value.start)} – ${formatShortDate(value.end)}`;
  const guidance = single
    ? `Elige la ${startLabel.toLowerCase()}.`
    : `Elige la ${(picking === 'start' ? startLabel : endLabel).toLowerCase()}.`;

  return (
    <div className="search-field">
      <SearchFieldButton id={id} label={label} value={summary} error={error} dependsOnToday onOpen={open} />
      <OnDemandModal
        className="date-range-modal"
        isOpen={isOpen}
        onDidDismiss={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
      >
        <IonHeader>
          <IonToolbar>
            <IonTitle>
              <h2 id={`${id}-title`} className="modal-title">
                {label}
              </h2>
            </IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpen(false)}>Cancelar</IonButton>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent>
          <div className="modal-body date-range">
            <div className="date-range__ends">
              <RangeEndButton
                label={startLabel}
                day={draft.start}
                isActive={single || picking === 'start'}
                onClick={() => setPicking('start')}
              />
              {!single && (
                <RangeEndButton
                  label={endLabel}
                  day={draft.end}
                  isActive={picking === 'end'}
                  onClick={() => draft.start && setPicking('end')}
                />
              )}
            </div>
            <p className="date-range__guidance" aria-live="polite">
              {guidance}
            </p>
            <div className="date-range__nav">
              <button
                type="button"
                className="date-range__nav-button"
                aria-label="Mes anterior"
                disabled={month <= monthOfDay(bounds.min)}
                onClick={() => setMonth(addMonths(month, -1))}
              >
                ‹
              </button>
              <button
                type="button"
                className="date-range__nav-button"
                aria-label="Mes siguiente"
                disabled={addMonths(month, 1) >= monthOfDay(bounds.maxEnd)}
                onClick={() => setMonth(addMonths(month, 1))}
              >
                ›
              </button>
            </div>
            {/* Arrow keys and Page Up/Down move between days of both months. */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the day buttons inside take the focus */}
            <div className="date-range__months" ref={calendarsRef} onKeyDown={moveFocus}>
              {shownMonths.map((shown) => (
                <MonthCalendar
                  key={shown}
                  month={shown}
                  range={draft}
                  picking={single ? 'start' : picking}
                  bounds={bounds}
                  tabbableDay={tabbableDay}
                  onChoose={choose}
                />
              ))}
            </div>
          </div>
        </IonContent>
        <IonFooter>
          <IonToolbar>
            <div className="date-range__footer">
              <IonButton expand="block" strong disabled={!isComplete} onClick={accept}>
                Aceptar
              </IonButton>
            </div>
          </IonToolbar>
        </IonFooter>
      </OnDemandModal>
    </div>
  );
}

interface RangeEndButtonProps {
  label: string;
  day: string;
  isActive: boolean;
  onClick: () => void;
}

function RangeEndButton({ label, day, isActive, onClick }: RangeEndButtonProps) {
  return (
    <button
      type="button"
      className={`date-range__end${isActive ? ' date-range__end--active' : ''}`}
      aria-pressed={isActive}
      onClick={onClick}
    >
      <span className="date-range__end-label">{label}</span>
      <span className="date-range__end-day">{day ? formatShortDate(day) : '—'}</span>
    </button>
  );
}
