import {
  applyHotelFilters,
  countNights,
  DEFAULT_HOTEL_FILTERS,
  type HotelResult,
  type HotelSearchCriteria,
  partyOf,
  partySummary,
} from '@travesia/domain';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { formatShortDate } from '../../../components/date-range-field/format-short-date';
import { IonCol, IonGrid, IonRow } from '../../../components/ionic/ion-grid';
import { LoadingOverlay } from '../../../components/loading-overlay/loading-overlay';
import { useHotelPolicy } from '../hooks/use-hotel-policy';
import { HotelCard } from './hotel-card';
import { HotelFiltersPanel } from './hotel-filters-panel';
import { HotelSearchBar } from './hotel-search-bar';

interface HotelResultsViewProps {
  criteria: HotelSearchCriteria;
  /** Country of the destination for the national/international policy rule; unknown → national. */
  destinationCountry: string | null | undefined;
  hotels: readonly HotelResult[];
  isLoading: boolean;
  loadingText: string;
  emptyText: string;
  /** Heading (and count line) above the cards, given how many hotels the filters leave. */
  summary: (visibleCount: number) => ReactNode;
  /** Shown on the cards of the company's negotiated hotels. */
  corporateRateText?: string | undefined;
}

/**
 * The body both result screens share (spec §2.6/§2.7): the search bar prefilled from the route, then
 * filters in 2 of 12 columns and the cards in 10 from 768 px (one column on phones). On phones the heading
 * and the searched stay come first and the search bar folds behind 'Modificar búsqueda', so the first
 * hotel shows without scrolling past the form.
 */
export function HotelResultsView({
  criteria,
  destinationCountry,
  hotels,
  isLoading,
  loadingText,
  emptyText,
  summary,
  corporateRateText,
}: HotelResultsViewProps) {
  const [filters, setFilters] = useState(DEFAULT_HOTEL_FILTERS);
  const visibleHotels = useMemo(() => applyHotelFilters(hotels, filters), [hotels, filters]);
  const nights = countNights(criteria.checkIn, criteria.checkOut);
  const policy = useHotelPolicy(criteria.checkIn, destinationCountry);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const searchId = useId();

  return (
    <>
      <div className="hotel-results__top">
        <header className="hotel-results__header">
          {summary(visibleHotels.length)}
          <p className="hotel-results__criteria">
            {formatShortDate(criteria.checkIn)} – {formatShortDate(criteria.checkOut)} ·{' '}
            {partySummary(partyOf(criteria))}
          </p>
          <button
            type="button"
            className="hotel-results__modify"
            aria-expanded={isSearchOpen}
            aria-controls={searchId}
            onClick={() => setSearchOpen((open) => !open)}
          >
            {isSearchOpen ? 'Ocultar búsqueda' : 'Modificar búsqueda'}
          </button>
        </header>
        <div
          id={searchId}
          className={`hotel-results__search${isSearchOpen ? ' hotel-results__search--open' : ''}`}
        >
          <HotelSearchBar key={JSON.stringify(criteria)} criteria={criteria} />
        </div>
      </div>
      <LoadingOverlay isOpen={isLoading} message={loadingText} />
      <IonGrid className="hotel-results" fixed={false}>
        <IonRow>
          <IonCol size="12" sizeMd="2">
            <HotelFiltersPanel filters={filters} onChange={setFilters} />
          </IonCol>
          <IonCol size="12" sizeMd="10">
            {!isLoading && visibleHotels.length === 0 ? (
              <p className="hotel-results__empty" role="status">
                {emptyText}
              </p>
            ) : (
              <ul className="hotel-results__list" aria-busy={isLoading}>
                {visibleHotels.map((hotel, index) => (
                  <li key={hotel.code}>
                    <HotelCard
                      isFirst={index === 0}
                      hotel={hotel}
                      criteria={criteria}
                      nights={nights}
                      checkPolicy={policy.check}
                      corporateRateText={corporateRateText}
                    />
                  </li>
                ))}
              </ul>
            )}
          </IonCol>
        </IonRow>
      </IonGrid>
    </>
  );
}
