import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  BOOKING_TYPE_LABELS,
  BOOKING_TYPES,
  type BookingStatus,
} from '@travesia/domain';
import { useId } from 'react';
import { FilterSelect } from '../../../components/form/filter-select';

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
      <FilterSelect
        id={`${id}-status`}
        label="Estado"
        value={values.status}
        allLabel="Todos los estados"
        choices={BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] }))}
        onChange={(value) => set('status', value as BookingFilterValues['status'])}
      />
      <FilterSelect
        id={`${id}-type`}
        label="Tipo"
        value={values.type}
        allLabel="Vuelos y hoteles"
        choices={BOOKING_TYPES.map((type) => ({ value: type, label: BOOKING_TYPE_LABELS[type] }))}
        onChange={(value) => set('type', value as BookingFilterValues['type'])}
      />
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
