import {
  applyHotelFilters,
  countNights,
  DEFAULT_HOTEL_FILTERS,
  type HotelResultsPageData,
  hasImages,
  hotelRoutes,
} from '@travesia/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import {
  CityResultsHeading,
  HotelResultsLayout,
  HotelSearchBarPlaceholder,
  NO_HOTELS_TEXT,
} from '../features/hotels/components/hotel-results-layout';

/** Enough cards to fill a desktop screen; the app draws the rest. */
const COPY_CARDS = 6;

const ignore = () => {};

/**
 * The pages the API draws on the server for the address it is asked (decision 032), built into
 * dist/.server/page-copies.mjs by scripts/prerender.mjs: the same components as the app, rendered to markup
 * without Ionic and without state, shown until the app's own page is on screen.
 */
export const pageCopies = {
  'hotel-results': (data: HotelResultsPageData): string => {
    const { criteria, place, results } = data;
    const hotels = applyHotelFilters(results.filter(hasImages), DEFAULT_HOTEL_FILTERS).slice(0, COPY_CARDS);
    return renderToStaticMarkup(
      <StaticRouter location={hotelRoutes.results(criteria)}>
        <HotelResultsLayout
          criteria={criteria}
          summary={<CityResultsHeading city={place.city} />}
          search={<HotelSearchBarPlaceholder />}
          searchId="hotel-results-search"
          isSearchOpen={false}
          onToggleSearch={ignore}
          filters={DEFAULT_HOTEL_FILTERS}
          onFiltersChange={ignore}
          hotels={hotels}
          isLoading={false}
          emptyText={NO_HOTELS_TEXT}
          nights={countNights(criteria.checkIn, criteria.checkOut)}
          checkPolicy={null}
        />
      </StaticRouter>,
    );
  },
};
