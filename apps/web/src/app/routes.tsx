import { IonRouterOutlet } from '@ionic/react';
import type { GuardKind } from '@travesia/domain';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { SectionError } from '../components/error-boundary/section-error';
import { PageLayout } from '../components/page-layout';
import { useAuth } from '../lib/auth/auth-context';
import { lazyPage, retryFailedPages } from './lazy-page';
import { PageVisit } from './page-visit';
import { RouteGuard } from './route-guard';
import { MAIN_CONTENT_ID } from './side-menu';

/** React Router v7 behaviour, opted into now (and silences its upgrade warnings). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const RestorePassPage = lazyPage(() => import('../features/auth/pages/restore-pass-page'), 'RestorePassPage');
const HotelSearchPage = lazyPage<'HotelSearchPage', { notice?: ReactNode }>(
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
const HotelConfirmationPage = lazyPage(
  () => import('../features/hotels/pages/hotel-confirmation-page'),
  'HotelConfirmationPage',
);
const CorporateHotelsPage = lazyPage(
  () => import('../features/corporate-hotels/pages/corporate-hotels-page'),
  'CorporateHotelsPage',
);
const SignedInSummary = lazyPage(
  () => import('../features/start-summary/components/signed-in-summary'),
  'SignedInSummary',
);
const PaymentReadinessNotice = lazyPage(
  () => import('../components/payment-readiness/payment-readiness-notice'),
  'PaymentReadinessNotice',
);
const FlightHomePage = lazyPage<'FlightHomePage', { summary?: ReactNode; notice?: ReactNode }>(
  () => import('../features/flights/pages/flight-home-page'),
  'FlightHomePage',
);
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
const CostCenterListPage = lazyPage(
  () => import('../features/cost-centers/pages/cost-center-list-page'),
  'CostCenterListPage',
);
const CostCenterCreatePage = lazyPage(
  () => import('../features/cost-centers/pages/cost-center-create-page'),
  'CostCenterCreatePage',
);
const CompanyUsersPage = lazyPage(
  () => import('../features/company-users/pages/company-users-page'),
  'CompanyUsersPage',
);
const AgencyFeesPage = lazyPage(
  () => import('../features/agency-fees/pages/agency-fees-page'),
  'AgencyFeesPage',
);
const FiscalProfilePage = lazyPage(
  () => import('../features/fiscal-profile/pages/fiscal-profile-page'),
  'FiscalProfilePage',
);
const SignInSettingsPage = lazyPage(
  () => import('../features/sign-in-settings/pages/sign-in-settings-page'),
  'SignInSettingsPage',
);
const SingleSignOnReturnPage = lazyPage(
  () => import('../features/auth/pages/single-sign-on-return-page'),
  'SingleSignOnReturnPage',
);
const InvitationPage = lazyPage(() => import('../features/auth/pages/invitation-page'), 'InvitationPage');
const ConfirmSignUpPage = lazyPage(
  () => import('../features/auth/pages/confirm-sign-up-page'),
  'ConfirmSignUpPage',
);
const TourismFormPage = lazyPage(
  () => import('../features/demo-requests/pages/tourism-form-page'),
  'TourismFormPage',
);
const ClientCompaniesPage = lazyPage(
  () => import('../features/client-companies/pages/client-companies-page'),
  'ClientCompaniesPage',
);
const ClientCompanyCreatePage = lazyPage(
  () => import('../features/client-companies/pages/client-company-create-page'),
  'ClientCompanyCreatePage',
);
const DemoRequestsPage = lazyPage(
  () => import('../features/demo-requests/pages/demo-requests-page'),
  'DemoRequestsPage',
);
const UndeliveredMailPage = lazyPage(
  () => import('../features/undelivered-mail/pages/undelivered-mail-page'),
  'UndeliveredMailPage',
);
const ReportsPage = lazyPage(() => import('../features/reports/pages/reports-page'), 'ReportsPage');
const SuppliersPage = lazyPage(() => import('../features/suppliers/pages/suppliers-page'), 'SuppliersPage');
const BookingsPage = lazyPage(() => import('../features/bookings/pages/bookings-page'), 'BookingsPage');
const EmissionQueuePage = lazyPage(
  () => import('../features/bookings/pages/emission-queue-page'),
  'EmissionQueuePage',
);
const BookingDetailPage = lazyPage(
  () => import('../features/bookings/pages/booking-detail-page'),
  'BookingDetailPage',
);
const TripsPage = lazyPage(() => import('../features/bookings/pages/trips-page'), 'TripsPage');
const TripDetailPage = lazyPage(
  () => import('../features/bookings/pages/trip-detail-page'),
  'TripDetailPage',
);
const TravelApprovalsPage = lazyPage(
  () => import('../features/approvals/pages/travel-approvals-page'),
  'TravelApprovalsPage',
);
const ApprovalLinkPage = lazyPage(
  () => import('../features/approvals/pages/approval-link-page'),
  'ApprovalLinkPage',
);
const UserApproversPage = lazyPage(
  () => import('../features/approvers/pages/user-approvers-page'),
  'UserApproversPage',
);
const NotificationsPage = lazyPage(
  () => import('../features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const TravelPoliciesPage = lazyPage(
  () => import('../features/policies/pages/travel-policies-page'),
  'TravelPoliciesPage',
);
const PolicyFormPage = lazyPage(
  () => import('../features/policies/pages/policy-form-page'),
  'PolicyFormPage',
);
const PaymentPage = lazyPage(() => import('../features/payment/pages/payment-page'), 'PaymentPage');
const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page'), 'ProfilePage');

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
  /** The page starts over each time it is opened anew (its forms empty or with the record's values; page-visit.tsx). */
  opensAfresh?: true;
}

/**
 * Every route of spec §2.1 with its guard (§2.2). Visitors reach only the public pages of §6;
 * screens that only make sense for a signed-in user get the auth guard, except booking-one,
 * which the spec lists with no guard active.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', guard: 'none', page: <HomePage /> },
  {
    path: '/flight-home',
    guard: 'none',
    page: (
      <FlightHomePage
        summary={<SignedInOnly page={SignedInSummary} />}
        notice={<SignedInOnly page={PaymentReadinessNotice} />}
      />
    ),
  },
  {
    path: '/hotels',
    guard: 'none',
    page: <HotelSearchPage notice={<SignedInOnly page={PaymentReadinessNotice} />} />,
  },
  { path: `/hotels/results/${HOTEL_SEARCH}`, guard: 'none', page: <HotelResultsPage /> },
  { path: `/hotels/results-corporative/${HOTEL_SEARCH}`, guard: 'none', page: <CorporateHotelResultsPage /> },
  { path: `/hotels/detail/:hotelCode/${HOTEL_SEARCH}`, guard: 'none', page: <HotelDetailPage /> },
  { path: `/shop/flights/results/oneway/${ONE_WAY_FLIGHT}`, guard: 'none', page: <FlightResultsPage /> },
  {
    path: '/shop/flights/results/roundtrip/:origin/:destination/:dateDeparture/:dateReturn/:adults/:children/:infants',
    guard: 'none',
    page: <FlightResultsPage />,
  },
  { path: '/tourism-form', guard: 'none', page: <TourismFormPage /> },
  { path: '/info-flight', guard: 'none', page: <InfoFlightPage /> },
  { path: '/approval/:token', guard: 'none', page: <ApprovalLinkPage /> },
  { path: '/invitation/:token', guard: 'none', page: <InvitationPage /> },
  { path: '/confirm-signup/:token', guard: 'none', page: <ConfirmSignUpPage /> },
  { path: '/flight-upsell', guard: 'none', page: <FlightUpsellPage /> },

  { path: '/login', guard: 'authOnly', page: <LoginPage /> },
  { path: '/login/:idcompany', guard: 'authOnly', page: <LoginPage /> },
  // Where the company's identity provider's answer lands; a static segment, so it wins over :idcompany.
  { path: '/login/sso', guard: 'authOnly', page: <SingleSignOnReturnPage /> },
  { path: '/register', guard: 'authOnly', page: <RegisterPage /> },
  { path: '/restore-pass', guard: 'authOnly', page: <RestorePassPage /> },

  { path: '/bookings', guard: 'auth', page: <BookingsPage /> },
  { path: '/bookings/:id', guard: 'auth', page: <BookingDetailPage /> },
  { path: '/trips', guard: 'auth', page: <TripsPage /> },
  { path: '/trips/:id', guard: 'auth', page: <TripDetailPage /> },
  { path: '/emission-queue', guard: 'auth', page: <EmissionQueuePage /> },
  { path: '/notifications', guard: 'auth', page: <NotificationsPage /> },
  { path: '/booking-one', guard: 'none', page: <BookingOnePage /> },
  { path: '/profile', guard: 'auth', page: <ProfilePage />, opensAfresh: true },
  { path: '/payment', guard: 'auth', page: <PaymentPage />, opensAfresh: true },
  { path: '/travel-approvals', guard: 'auth', page: <TravelApprovalsPage /> },
  { path: '/travel-policies', guard: 'auth', page: <TravelPoliciesPage />, opensAfresh: true },
  { path: '/travel-policies/create', guard: 'auth', page: <PolicyFormPage />, opensAfresh: true },
  { path: '/user-approvers', guard: 'auth', page: <UserApproversPage />, opensAfresh: true },
  {
    path: `/hotels/checkout/:hotelCode/${HOTEL_SEARCH}/:roomCode`,
    guard: 'auth',
    page: <HotelCheckoutPage />,
  },
  { path: '/hotel-confirmation/:booking', guard: 'auth', page: <HotelConfirmationPage /> },
  { path: '/corporate-hotels', guard: 'auth', page: <CorporateHotelsPage />, opensAfresh: true },
  { path: '/company-users', guard: 'auth', page: <CompanyUsersPage />, opensAfresh: true },
  { path: '/sign-in-settings', guard: 'auth', page: <SignInSettingsPage />, opensAfresh: true },
  { path: '/billing-details', guard: 'auth', page: <FiscalProfilePage />, opensAfresh: true },
  { path: '/demo-requests', guard: 'auth', page: <DemoRequestsPage /> },
  { path: '/client-companies', guard: 'auth', page: <ClientCompaniesPage /> },
  { path: '/client-companies/new', guard: 'auth', page: <ClientCompanyCreatePage />, opensAfresh: true },
  { path: '/undelivered-mail', guard: 'auth', page: <UndeliveredMailPage /> },
  { path: '/suppliers', guard: 'auth', page: <SuppliersPage /> },
  { path: '/agency-fees', guard: 'auth', page: <AgencyFeesPage /> },
  { path: '/reports', guard: 'auth', page: <ReportsPage /> },
  { path: '/flight-confirmation/:booking', guard: 'auth', page: <FlightConfirmationPage /> },

  { path: '/booking-two', guard: 'leave', page: <BookingTwoPage /> },
  { path: '/cost-center/create', guard: 'leave', page: <CostCenterCreatePage />, opensAfresh: true },
  { path: '/cost-center/list', guard: 'leave', page: <CostCenterListPage />, opensAfresh: true },

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

function RouteErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <PageLayout title={null}>
      <SectionError
        onRetry={() => {
          retryFailedPages();
          onRetry();
        }}
      />
    </PageLayout>
  );
}

/** A part of a page for signed-in people only: visitors do not even download its code. */
function SignedInOnly({ page: Part }: { page: ComponentType }) {
  const { isLoggedIn } = useAuth();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}

/** The router outlet the side menu drives; unknown paths go back to the home page. */
export function AppRoutes() {
  return (
    <IonRouterOutlet id={MAIN_CONTENT_ID}>
      {APP_ROUTES.map(({ path, guard, page, opensAfresh }) => (
        <Route
          key={path}
          path={path}
          element={
            <RouteGuard path={path} guard={guard}>
              {/* A page that fails (its code did not download) takes only its own route down, not the app. */}
              <ErrorBoundary route={path} fallback={(retry) => <RouteErrorPage onRetry={retry} />}>
                {/* No IonPage fallback: the outlet would animate it in and leave the real page invisible. */}
                <Suspense fallback={null}>
                  {opensAfresh ? <PageVisit path={path}>{page}</PageVisit> : page}
                </Suspense>
              </ErrorBoundary>
            </RouteGuard>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </IonRouterOutlet>
  );
}
