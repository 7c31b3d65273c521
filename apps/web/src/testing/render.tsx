import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { render, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../app/providers';
import { AppRoutes, ROUTER_FUTURE } from '../app/routes';
import { SideMenu } from '../app/side-menu';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

/** Where the router is now (path and query). */
export function currentLocation(): string | null {
  return screen.getByTestId('location').textContent;
}

function TestShell({ path, children }: { path: string; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
    return client;
  });
  return (
    <IonApp>
      <IonReactMemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <AppProviders queryClient={queryClient}>
          {children}
          <LocationProbe />
        </AppProviders>
      </IonReactMemoryRouter>
    </IonApp>
  );
}

/** The whole app (menu, routes, guards) opened at `path`, with whatever session storage holds. */
export function renderApp(path = '/') {
  return render(
    <TestShell path={path}>
      <SideMenu />
      <AppRoutes />
    </TestShell>,
  );
}

/** One element under the real providers, at `path`; `routePath` gives it route params. */
export function renderWithProviders(ui: ReactNode, { path = '/', routePath = '*' } = {}) {
  return render(
    <TestShell path={path}>
      <Routes>
        <Route path={routePath} element={ui} />
        {routePath !== '*' && <Route path="*" element={null} />}
      </Routes>
    </TestShell>,
  );
}

/** Ionic buttons keep their native button in shadow DOM, so they are found by their text. */
export function getIonButton(name: string, container: HTMLElement = document.body): HTMLElement {
  const label = within(container).getByText(name, { selector: 'ion-button, ion-button *' });
  const button = label.closest('ion-button');
  if (!button) throw new Error(`No ion-button labelled "${name}".`);
  return button;
}
