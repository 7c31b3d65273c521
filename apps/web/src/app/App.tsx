import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { AppProviders } from './providers';
import { AppRoutes, ROUTER_FUTURE } from './routes';
import { SideMenu } from './side-menu';

export function App() {
  return (
    <IonApp>
      <IonReactRouter future={ROUTER_FUTURE}>
        <AppProviders>
          <SideMenu />
          <AppRoutes />
        </AppProviders>
      </IonReactRouter>
    </IonApp>
  );
}
