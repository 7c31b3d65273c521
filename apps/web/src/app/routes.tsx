import { IonRouterOutlet } from '@ionic/react';
import type { GuardKind } from '@travesia/domain';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { RouteGuard } from './route-guard';
import { MAIN_CONTENT_ID } from './side-menu';

/** React Router v7 behaviour, opted into now (and silences its upgrade warnings). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** Pages load on demand so that the first download holds only the shell. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const RestorePassPage = lazyPage(() => import('../features/auth/pages/restore-pass-page'), 'RestorePassPage');
const HotelSearchPage = lazyPage(
  () => import('../features/hotels/pages/hotel-search-page'),
  'HotelSearchPage',
);
const HotelResultsPage = lazyPage(
  () => import('../features/hotels/pages/hotel-results-page'),
  'HotelResultsPage',
);
const CorporateHotelResultsPage = lazyPage(
  () => import('../features/hotels/pages/corporate-hotel-results-page'),
  'CorporateHotelResultsPage',
);
const HotelDetailPage = lazyPage(
  () => import('../features/hotels/pages/hotel-detail-page'),
  'HotelDetailPage',
);
const HotelCheckoutPage = lazyPage(
  () => import('../features/hotels/pages/hotel-checkout-page'),
  'HotelCheckoutPage',
);
const CorporateHotelsPage = lazyPage(
  () => import('../features/corporate-hotels/pages/corporate-hotels-page'),
  'CorporateHotelsPage',
);
const FlightHomePage = lazyPage(() => import('../features/flights/pages/flight-home-page'), 'FlightHomePage');
const FlightResultsPage = lazyPage(
  () => import('../features/flights/pages/flight-results-page'),
  'FlightResultsPage',
);
const InfoFlightPage = lazyPage(() => import('../features/flights/pages/info-flight-page'), 'InfoFlightPage');
const FlightUpsellPage = lazyPage(
  () => import('../features/flights/pages/flight-upsell-page'),
  'FlightUpsellPage',
);
const FlightCheckoutPage = lazyPage(
  () => import('../features/flights/pages/flight-checkout-page'),
  'FlightCheckoutPage',
);
const BookingOnePage = lazyPage(() => import('../features/flights/pages/booking-one-page'), 'BookingOnePage');
const BookingTwoPage = lazyPage(() => import('../features/flights/pages/booking-two-page'), 'BookingTwoPage');
const FlightConfirmationPage = lazyPage(
  () => import('../features/flights/pages/flight-confirmation-page'),
  'FlightConfirmationPage',
);
const UnderConstructionPage = lazy(async () => ({
  default: (await import('../components/under-construction-page')).UnderConstructionPage,
}));

const ONE_WAY_FLIGHT = ':origin/:destination/:date/:adults/:children/:infants';
const CHECKOUT_FLIGHT =
  ':companyCode/:flightNumber/:bookingClass/:nrOfPassengers/:departureTime/:arrivalTime';
const CHECKOUT_RETURN =
  ':returnDate/:returnCompanyCode/:returnFlightNumber/:returnBookingClass/:returnDepartureTime/:returnArrivalTime';
const HOTEL_SEARCH = ':destination/:checkIn/:checkOut/:rooms/:adults';

export interface AppRoute {
  path: string;
  guard: GuardKind;
  page: ReactNode;
}

const building = (title: string) => <UnderConstructionPage title={title} />;

/**
 * Every route of spec §2.1 with its guard (§2.2). Visitors reach only the public pages of §6;
 * screens that only make sense for a signed-in user get the auth guard, except booking-one,
 * which the spec lists with no guard active.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', guard: 'none', page: <HomePage /> },
  { path: '/flight-home', guard: 'none', page: <FlightHomePage /> },
  { path: '/hotels', guard: 'none', page: <HotelSearchPage /> },
  { path: `/hotels/results/${HOTEL_SEARCH}`, guard: 'none', page: <HotelResultsPage /> },
  { path: `/hotels/results-corporative/${HOTEL_SEARCH}`, guard: 'none', page: <CorporateHotelResultsPage /> },
  { path: `/hotels/detail/:hotelCode/${HOTEL_SEARCH}`, guard: 'none', page: <HotelDetailPage /> },
  { path: `/shop/flights/results/oneway/${ONE_WAY_FLIGHT}`, guard: 'none', page: <FlightResultsPage /> },
  {
    path: '/shop/flights/results/roundtrip/:origin/:destination/:dateDeparture/:dateReturn/:adults/:children/:infants',
    guard: 'none',
    page: <FlightResultsPage />,
  },
  { path: '/tourism-form', guard: 'none', page: building('Solicitar una demo') },
  { path: '/info-flight', guard: 'none', page: <InfoFlightPage /> },
  { path: '/flight-upsell', guard: 'none', page: <FlightUpsellPage /> },

  { path: '/login', guard: 'authOnly', page: <LoginPage /> },
  { path: '/login/:idcompany', guard: 'authOnly', page: <LoginPage /> },
  { path: '/register', guard: 'authOnly', page: <RegisterPage /> },
  { path: '/restore-pass', guard: 'authOnly', page: <RestorePassPage /> },

  { path: '/bookings', guard: 'auth', page: building('Mis Reservas') },
  { path: '/booking-one', guard: 'none', page: <BookingOnePage /> },
  { path: '/profile', guard: 'auth', page: building('Mi perfil') },
  { path: '/payment', guard: 'auth', page: building('Pago') },
  { path: '/travel-approvals', guard: 'auth', page: building('Aprobaciones de Viajes') },
  { path: '/travel-policies', guard: 'auth', page: building('Políticas de Viaje') },
  { path: '/travel-policies/create', guard: 'auth', page: building('Nueva política de viaje') },
  { path: '/user-approvers', guard: 'auth', page: building('Aprobadores') },
  {
    path: `/hotels/checkout/:hotelCode/${HOTEL_SEARCH}/:roomCode`,
    guard: 'auth',
    page: <HotelCheckoutPage />,
  },
  { path: '/corporate-hotels', guard: 'auth', page: <CorporateHotelsPage /> },
  { path: '/flight-confirmation/:booking', guard: 'auth', page: <FlightConfirmationPage /> },

  { path: '/booking-two', guard: 'leave', page: <BookingTwoPage /> },
  { path: '/cost-center/create', guard: 'leave', page: building('Nuevo centro de costos') },
  { path: '/cost-center/list', guard: 'leave', page: building('Centros de costos') },

  {
    path: `/flight-checkout/${ONE_WAY_FLIGHT}/${CHECKOUT_FLIGHT}/:price`,
    guard: 'flightCheckout',
    page: <FlightCheckoutPage />,
  },
  {
    path: `/flight-checkout/${ONE_WAY_FLIGHT}/${CHECKOUT_FLIGHT}/${CHECKOUT_RETURN}/:price`,
    guard: 'flightCheckout',
    page: <FlightCheckoutPage />,
  },
];

/** The router outlet the side menu drives; unknown paths go back to the home page. */
export function AppRoutes() {
  return (
    <IonRouterOutlet id={MAIN_CONTENT_ID}>
      {APP_ROUTES.map(({ path, guard, page }) => (
        <Route
          key={path}
          path={path}
          element={
            <RouteGuard guard={guard}>
              {/* No IonPage fallback: the outlet would animate it in and leave the real page invisible. */}
              <Suspense fallback={null}>{page}</Suspense>
            </RouteGuard>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </IonRouterOutlet>
  );
}
