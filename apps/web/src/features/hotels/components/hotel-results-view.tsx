import { IonCol, IonGrid, IonRow } from '@ionic/react';
import {
  applyHotelFilters,
  countNights,
  DEFAULT_HOTEL_FILTERS,
  type HotelResult,
  type HotelSearchCriteria,
} from '@travesia/domain';
import { type ReactNode, useMemo, useState } from 'react';
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
 * filters in 2 of 12 columns and the cards in 10 from 768 px (one column on phones).
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

  return (
    <>
      <HotelSearchBar key={JSON.stringify(criteria)} criteria={criteria} />
      <LoadingOverlay isOpen={isLoading} message={loadingText} />
      <IonGrid className="hotel-results" fixed={false}>
        <IonRow>
          <IonCol size="12" sizeMd="2">
            <HotelFiltersPanel filters={filters} onChange={setFilters} />
          </IonCol>
          <IonCol size="12" sizeMd="10">
            {summary(visibleHotels.length)}
            {!isLoading && visibleHotels.length === 0 ? (
              <p className="hotel-results__empty" role="status">
                {emptyText}
              </p>
            ) : (
              <ul className="hotel-results__list" aria-busy={isLoading}>
                {visibleHotels.map((hotel) => (
                  <li key={hotel.code}>
                    <HotelCard
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
