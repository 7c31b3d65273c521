import {
  formatShortDate,
  type HotelFilters,
  type HotelResult,
  type HotelSearchCriteria,
  partyOf,
  partySummary,
} from '@travesia/domain';
import type { ReactNode } from 'react';
import { HotelCard } from './hotel-card';
import { HotelFiltersPanel } from './hotel-filters-panel';

/** What the results say when no hotel is left to show. */
export const NO_HOTELS_TEXT = 'No se encontraron hoteles disponibles para los criterios de búsqueda.';

interface HotelResultsLayoutProps {
  criteria: HotelSearchCriteria;
  /** Heading (and count line) above the cards. */
  summary: ReactNode;
  /** The search bar: open above the heading from 768 px, behind 'Modificar búsqueda' on phones. */
  search: ReactNode;
  searchId: string;
  isSearchOpen: boolean;
  onToggleSearch: () => void;
  filters: HotelFilters;
  onFiltersChange: (filters: HotelFilters) => void;
  /** The hotels the filters leave, in their order. */
  hotels: readonly HotelResult[];
  isLoading: boolean;
  emptyText: string;
  nights: number;
  checkPolicy: ((pricePerNight: number, stars: number) => boolean | null) | null;
  corporateRateText?: string | undefined;
}

/**
 * What the result screens show (spec §2.6/§2.7), free of Ionic and of data fetching: the app renders it with
 * its state, and the server renders it into the page it sends for a results address (decision 032), so a phone
 * paints the hotels before the app's scripts arrive. Filters take 2 of 12 columns and the cards 10 from 768 px;
 * on phones the heading and the searched stay come first and the search bar folds behind 'Modificar búsqueda'.
 */
export function HotelResultsLayout({
  criteria,
  summary,
  search,
  searchId,
  isSearchOpen,
  onToggleSearch,
  filters,
  onFiltersChange,
  hotels,
  isLoading,
  emptyText,
  nights,
  checkPolicy,
  corporateRateText,
}: HotelResultsLayoutProps) {
  return (
    <>
      <div className="hotel-results__top">
        <header className="hotel-results__header">
          {summary}
          <p className="hotel-results__criteria">
            {formatShortDate(criteria.checkIn)} – {formatShortDate(criteria.checkOut)} ·{' '}
            {partySummary(partyOf(criteria))}
          </p>
          <button
            type="button"
            className="hotel-results__modify"
            aria-expanded={isSearchOpen}
            aria-controls={searchId}
            onClick={onToggleSearch}
          >
            {isSearchOpen ? 'Ocultar búsqueda' : 'Modificar búsqueda'}
          </button>
        </header>
        <div
          id={searchId}
          className={`hotel-results__search${isSearchOpen ? ' hotel-results__search--open' : ''}`}
        >
          {search}
        </div>
      </div>
      <div className="hotel-results">
        <div className="hotel-results__filters">
          <HotelFiltersPanel filters={filters} onChange={onFiltersChange} />
        </div>
        <div className="hotel-results__cards">
          {!isLoading && hotels.length === 0 ? (
            <p className="hotel-results__empty" role="status">
              {emptyText}
            </p>
          ) : (
            <ul className="hotel-results__list" aria-busy={isLoading}>
              {hotels.map((hotel, index) => (
                <li key={hotel.code}>
                  <HotelCard
                    isFirst={index === 0}
                    hotel={hotel}
                    criteria={criteria}
                    nights={nights}
                    checkPolicy={checkPolicy}
                    corporateRateText={corporateRateText}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}

/** The heading of a destination's results: 'Hoteles en Bogotá' (the code until the place is known). */
export function CityResultsHeading({ city }: { city: string }) {
  return <h1 className="hotel-results__heading">Hoteles en {city}</h1>;
}

/** Where the search bar goes until it is drawn: its box, as tall as the bar from 768 px (hidden on phones). */
export function HotelSearchBarPlaceholder() {
  return <div className="hotel-search-bar hotel-search-bar--placeholder" />;
}
