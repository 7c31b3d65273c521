import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, retryFailedPages } from '../../app/lazy-page';
import { mockFetch } from '../../testing/fetch-mock';
import { getIonButton } from '../../testing/render';
import { ErrorBoundary } from './error-boundary';
import { SectionError } from './section-error';

function ReportsPage() {
  return <h1>Reportes</h1>;
}

function renderBoundary(children: React.ReactNode) {
  return render(
    <ErrorBoundary
      route="/reports/:id"
      fallback={(retry) => (
        <SectionError
          onRetry={() => {
            retryFailedPages();
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>,
  );
}

describe('ErrorBoundary around a lazily loaded page', () => {
  it('shows a Spanish message, reports the error and downloads the page again on Reintentar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = mockFetch({ 'POST /api/client-errors': { status: 204 } });
    // The page's code cannot be downloaded until the network comes back.
    let isOffline = true;
    const load = vi.fn(async () => {
      if (isOffline) throw new TypeError('Failed to fetch dynamically imported module: /assets/reports.js');
      return { ReportsPage };
    });
    const Page = lazyPage(load, 'ReportsPage');

    renderBoundary(<Page />);

    expect(await screen.findByText('No pudimos cargar esta sección.')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/client-errors',
      body: {
        message: 'TypeError: Failed to fetch dynamically imported module: /assets/reports.js',
        route: '/reports/:id',
      },
    });
    expect(requests[0]?.headers.get('authorization')).toBeNull();

    isOffline = false;
    const attempts = load.mock.calls.length;
    await userEvent.click(getIonButton('Reintentar'));

    expect(await screen.findByRole('heading', { name: 'Reportes' })).toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar esta sección.')).not.toBeInTheDocument();
    // A failed import is not remembered: Reintentar downloads the page again.
    expect(load.mock.calls.length).toBe(attempts + 1);
  });

  it('catches a page that throws while rendering, and keeps showing the message while it still fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = mockFetch({ 'POST /api/client-errors': { status: 204 } });
    function BrokenPage(): never {
      throw new Error('boom');
    }

    renderBoundary(<BrokenPage />);
    expect(await screen.findByText('No pudimos cargar esta sección.')).toBeInTheDocument();
    await userEvent.click(getIonButton('Reintentar'));
    expect(await screen.findByText('No pudimos cargar esta sección.')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((request) => request.body)).toEqual([
      { message: 'Error: boom', route: '/reports/:id' },
      { message: 'Error: boom', route: '/reports/:id' },
    ]);
  });
});
