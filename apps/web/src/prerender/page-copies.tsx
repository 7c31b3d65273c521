import {
  applyHotelFilters,
  countNights,
  DEFAULT_HOTEL_FILTERS,
  type DrawnPage,
  hasImages,
  hotelRoutes,
  type PageCopies,
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
 * dist/.server/page-copies.mjs by the web build (apps/web/first-visit): the same components as the app, rendered to
 * markup without Ionic and without state, shown until the app's own page is on screen. The API loads the module
 * through the domain's `PageCopies` interface.
 */
export const pageCopies: PageCopies = {
  'hotel-results': (data) => {
    const { criteria, place, results } = data;
    const hotels = applyHotelFilters(results.filter(hasImages), DEFAULT_HOTEL_FILTERS).slice(0, COPY_CARDS);
    return withHintsApart(
      renderToStaticMarkup(
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
      ),
    );
  },
};

/**
 * React writes the resource hints of what it rendered first (the first hotel's picture, `fetchpriority` high) as
 * `<link>`s before the markup; in the document's head the browser finds them at once, instead of once it has parsed
 * the copy.
 */
function withHintsApart(markup: string): DrawnPage {
  const [, head = '', body = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
  return { head, body };
}
