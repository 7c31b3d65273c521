import '../../../components/form/form.css';
import {
  DEPARTURE_RANGES,
  EMPTY_FLIGHT_FILTERS,
  FLIGHT_SORT_LABELS,
  FLIGHT_SORTS,
  type FlightFilterOptions,
  type FlightFilters,
  type FlightSort,
  formatCop,
} from '@travesia/domain';
import { useId } from 'react';
import { FiltersPanel } from '../../../components/filters-panel/filters-panel';
import { useAirlineNames } from '../hooks/use-airline-names';
import { AirlineLogo } from './airline-logo';

/** 2 stands for "2 or more" in the stops filter. */
const STOP_OPTIONS = [
  { value: 0, label: 'Directo' },
  { value: 1, label: '1 escala' },
  { value: 2, label: '2 escalas o más' },
] as const;

/** Price slider step: COP prices are rounded to hundreds, the slider moves in thousands. */
const PRICE_STEP = 1000;

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

interface FlightFiltersPanelProps {
  filters: FlightFilters;
  onChange: (filters: FlightFilters) => void;
  sort: FlightSort;
  onSortChange: (sort: FlightSort) => void;
  options: FlightFilterOptions;
  /** A non-stop search only has direct flights, so the stops filter would have one option. */
  showStops: boolean;
}

/**
 * Sort and filters of the flight results (issue 4): stops, airlines, departure time ranges and a
 * maximum price. Native controls, labelled and usable with the keyboard, in the results' filters panel.
 */
export function FlightFiltersPanel({
  filters,
  onChange,
  sort,
  onSortChange,
  options,
  showStops,
}: FlightFiltersPanelProps) {
  const id = useId();
  const airlines = useAirlineNames();
  const hasFilters =
    filters.stops.length > 0 ||
    filters.airlines.length > 0 ||
    filters.departureRanges.length > 0 ||
    filters.maxPrice !== null;
  const priceCeiling = Math.ceil(options.maxPrice / PRICE_STEP) * PRICE_STEP;
  const priceFloor = Math.floor(options.minPrice / PRICE_STEP) * PRICE_STEP;
  const maxPrice = filters.maxPrice ?? priceCeiling;

  return (
    <FiltersPanel>
      <div className="flight-filters__field">
        <label className="search-field__label" htmlFor={`${id}-sort`}>
          Ordenar por
        </label>
        <select
          id={`${id}-sort`}
          className="native-control"
          value={sort}
          onChange={(event) => onSortChange(event.target.value as FlightSort)}
        >
          {FLIGHT_SORTS.map((option) => (
            <option key={option} value={option}>
              {FLIGHT_SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>

      {showStops && (
        <fieldset className="flight-filters__group">
          <legend className="search-field__label">Escalas</legend>
          {STOP_OPTIONS.map((option) => (
            <label key={option.value} className="flight-filters__check">
              <input
                type="checkbox"
                checked={filters.stops.includes(option.value)}
                onChange={() => onChange({ ...filters, stops: toggled(filters.stops, option.value) })}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      )}

      {options.airlines.length > 0 && (
        <fieldset className="flight-filters__group">
          <legend className="search-field__label">Aerolíneas</legend>
          {options.airlines.map((airline) => (
            <label key={airline.code} className="flight-filters__check">
              <input
                type="checkbox"
                checked={filters.airlines.includes(airline.code)}
                onChange={() => onChange({ ...filters, airlines: toggled(filters.airlines, airline.code) })}
              />
              <AirlineLogo carrier={airline.code} isDecorative />
              <span>
                {airlines.label(airline.code)}{' '}
                <span className="flight-filters__from">desde {formatCop(airline.minPrice)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}

      <fieldset className="flight-filters__group">
        <legend className="search-field__label">Hora de salida</legend>
        {DEPARTURE_RANGES.map((range) => (
          <label key={range.id} className="flight-filters__check">
            <input
              type="checkbox"
              checked={filters.departureRanges.includes(range.id)}
              onChange={() =>
                onChange({ ...filters, departureRanges: toggled(filters.departureRanges, range.id) })
              }
            />
            <span>{range.label}</span>
          </label>
        ))}
      </fieldset>

      {priceCeiling > priceFloor && (
        <div className="flight-filters__field">
          <label className="search-field__label" htmlFor={`${id}-price`}>
            Precio máximo
          </label>
          <input
            id={`${id}-price`}
            type="range"
            className="flight-filters__range"
            min={priceFloor}
            max={priceCeiling}
            step={PRICE_STEP}
            value={maxPrice}
            aria-valuetext={formatCop(maxPrice)}
            onChange={(event) => {
              const value = Number(event.target.value);
              onChange({ ...filters, maxPrice: value >= priceCeiling ? null : value });
            }}
          />
          <output htmlFor={`${id}-price`} className="flight-filters__price">
            {formatCop(maxPrice)}
          </output>
        </div>
      )}

      {hasFilters && (
        <button
          type="button"
          className="flight-button flight-button--outline"
          onClick={() => onChange(EMPTY_FLIGHT_FILTERS)}
        >
          Quitar filtros
        </button>
      )}
    </FiltersPanel>
  );
}
