import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { SectionError } from '../components/error-boundary/section-error';
import { OfflineTrips } from '../features/bookings/offline/offline-trips';
import { NativeLinkOpener } from '../features/native-app/native-link-opener';
import { AppNotices } from '../features/offline/components/app-notices';
import { retryFailedPages } from './lazy-page';
import { AppProviders } from './providers';
import { ReturnPathKeeper } from './return-path-keeper';
import { AppRoutes, ROUTER_FUTURE } from './routes';
import { SideMenu } from './side-menu';

export function App() {
  return (
    <IonApp>
      {/* Last resort when the shell itself fails (each route has a boundary of its own). */}
      <ErrorBoundary
        route="shell"
        fallback={(retry) => (
          <SectionError
            onRetry={() => {
              retryFailedPages();
              retry();
            }}
          />
        )}
      >
        <IonReactRouter future={ROUTER_FUTURE}>
          <AppProviders>
            <SideMenu />
            <AppRoutes />
            <ReturnPathKeeper />
            <AppNotices />
            <OfflineTrips />
            <NativeLinkOpener />
          </AppProviders>
        </IonReactRouter>
      </ErrorBoundary>
    </IonApp>
  );
}
