import {
  applyHotelFilters,
  countNights,
  DEFAULT_HOTEL_FILTERS,
  type HotelResult,
  type HotelSearchCriteria,
} from '@travesia/domain';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useMountedAfterFirstScreen } from '../../../components/first-screen/use-mounted-after-first-screen';
import { LoadingOverlay } from '../../../components/loading-overlay/loading-overlay';
import { useHotelPolicy } from '../hooks/use-hotel-policy';
import { HotelResultsLayout, HotelSearchBarPlaceholder } from './hotel-results-layout';
import { HotelSearchBar } from './hotel-search-bar';

/** The cards a desktop's first screen shows (a phone's, one or two). */
const FIRST_SCREEN_CARDS = 3;

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
 * The body both result screens share (spec §2.6/§2.7), with its state: the search bar prefilled from the route,
 * the filters, the signed-in user's policy and the loading overlay around the layout.
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
  // The search bar (folded on phones) and the cards below the first screen come in the task after it.
  const isPastFirstScreen = useMountedAfterFirstScreen();
  const shownHotels = isPastFirstScreen ? visibleHotels : visibleHotels.slice(0, FIRST_SCREEN_CARDS);

  return (
    <>
      <HotelResultsLayout
        criteria={criteria}
        summary={summary(visibleHotels.length)}
        search={
          isPastFirstScreen ? (
            <HotelSearchBar key={JSON.stringify(criteria)} criteria={criteria} />
          ) : (
            <HotelSearchBarPlaceholder />
          )
        }
        searchId={searchId}
        isSearchOpen={isSearchOpen}
        onToggleSearch={() => setSearchOpen((open) => !open)}
        filters={filters}
        onFiltersChange={setFilters}
        hotels={shownHotels}
        isLoading={isLoading}
        emptyText={emptyText}
        nights={nights}
        checkPolicy={policy.check}
        corporateRateText={corporateRateText}
      />
      <LoadingOverlay isOpen={isLoading} message={loadingText} />
    </>
  );
}
