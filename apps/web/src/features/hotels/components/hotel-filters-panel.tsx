import '../../../components/form/form.css';
import {
  type HotelFilters,
  type PriceSort,
  STAR_FILTER_VALUES,
  starFilterFromOption,
} from '@travesia/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { FiltersPanel } from '../../../components/filters-panel/filters-panel';

/** Spec §9: the name filter reports after 300 ms without typing. */
export const NAME_FILTER_DEBOUNCE_MS = 300;

function starOptionLabel(value: number): string {
  if (value === -1) return 'Todas';
  return value === 1 ? '1 estrella' : `${value} estrellas`;
}

interface HotelFiltersPanelProps {
  filters: HotelFilters;
  onChange: (filters: HotelFilters) => void;
}

/**
 * Spec §2.6/§2.7: name (debounced), price sort and star category. Native controls: labelled, usable
 * with the keyboard, and light enough to keep the result screens small.
 */
export function HotelFiltersPanel({ filters, onChange }: HotelFiltersPanelProps) {
  const id = useId();
  const [nameText, setNameText] = useState(filters.name);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };

  useEffect(() => {
    if (nameText === latest.current.filters.name) return;
    // Clearing reports at once (spec §4); typing waits until it pauses.
    const delay = nameText === '' ? 0 : NAME_FILTER_DEBOUNCE_MS;
    const timer = setTimeout(
      () => latest.current.onChange({ ...latest.current.filters, name: nameText }),
      delay,
    );
    return () => clearTimeout(timer);
  }, [nameText]);

  return (
    <FiltersPanel>
      <div className="hotel-filters__field">
        <label className="search-field__label" htmlFor={`${id}-name`}>
          Nombre del hotel
        </label>
        <input
          id={`${id}-name`}
          type="search"
          className="native-control"
          placeholder="Nombre del hotel"
          autoComplete="off"
          value={nameText}
          onChange={(event) => setNameText(event.target.value)}
        />
      </div>
      <div className="hotel-filters__field">
        <label className="search-field__label" htmlFor={`${id}-sort`}>
          Ordenar por precio
        </label>
        <select
          id={`${id}-sort`}
          className="native-control"
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as PriceSort })}
        >
          <option value="asc">Menor a mayor</option>
          <option value="desc">Mayor a menor</option>
        </select>
      </div>
      <div className="hotel-filters__field">
        <label className="search-field__label" htmlFor={`${id}-stars`}>
          Categoría
        </label>
        <select
          id={`${id}-stars`}
          className="native-control"
          value={filters.stars ?? -1}
          onChange={(event) =>
            onChange({ ...filters, stars: starFilterFromOption(Number(event.target.value)) })
          }
        >
          {STAR_FILTER_VALUES.map((value) => (
            <option key={value} value={value}>
              {starOptionLabel(value)}
            </option>
          ))}
        </select>
      </div>
    </FiltersPanel>
  );
}
