import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  BOOKING_TYPE_LABELS,
  BOOKING_TYPES,
  type BookingStatus,
} from '@travesia/domain';
import { useId } from 'react';

export interface BookingFilterValues {
  status: BookingStatus | '';
  type: (typeof BOOKING_TYPES)[number] | '';
  from: string;
  to: string;
}

export const NO_FILTERS: BookingFilterValues = { status: '', type: '', from: '', to: '' };
export const DATE_RANGE_MESSAGE = 'La fecha inicial no puede ser posterior a la final.';

/** The range is usable when it is open on a side or runs forward. */
export function hasValidDateRange({ from, to }: BookingFilterValues): boolean {
  return !from || !to || from <= to;
}

interface BookingFiltersProps {
  values: BookingFilterValues;
  onChange: (values: BookingFilterValues) => void;
}

/** Status, type and trip-date filters; each change applies at once. */
export function BookingFilters({ values, onChange }: BookingFiltersProps) {
  const id = useId();
  const set = <K extends keyof BookingFilterValues>(key: K, value: BookingFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const isRangeValid = hasValidDateRange(values);
  const hasFilters = Object.values(values).some(Boolean);

  return (
    <search className="booking-filters" aria-label="Filtrar reservas">
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-status`}>
          Estado
        </label>
        <select
          id={`${id}-status`}
          className="native-control"
          value={values.status}
          onChange={(event) => set('status', event.target.value as BookingFilterValues['status'])}
        >
          <option value="">Todos los estados</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BOOKING_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-type`}>
          Tipo
        </label>
        <select
          id={`${id}-type`}
          className="native-control"
          value={values.type}
          onChange={(event) => set('type', event.target.value as BookingFilterValues['type'])}
        >
          <option value="">Vuelos y hoteles</option>
          {BOOKING_TYPES.map((type) => (
            <option key={type} value={type}>
              {BOOKING_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-from`}>
          Viajes desde
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="native-control"
          value={values.from}
          onChange={(event) => set('from', event.target.value)}
          aria-invalid={isRangeValid ? undefined : 'true'}
          aria-describedby={isRangeValid ? undefined : `${id}-range-error`}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-to`}>
          Viajes hasta
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="native-control"
          value={values.to}
          onChange={(event) => set('to', event.target.value)}
          aria-invalid={isRangeValid ? undefined : 'true'}
          aria-describedby={isRangeValid ? undefined : `${id}-range-error`}
        />
      </div>
      {!isRangeValid && (
        <p id={`${id}-range-error`} className="form-field__error booking-filters__error" role="alert">
          {DATE_RANGE_MESSAGE}
        </p>
      )}
      {hasFilters && (
        <button type="button" className="bookings__link-button" onClick={() => onChange(NO_FILTERS)}>
          Quitar filtros
        </button>
      )}
    </search>
  );
}
