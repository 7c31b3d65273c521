import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { APPROVALS, CO2, OPTIONS, POLICY, SAVINGS, SPEND } from '../../../testing/report-fixtures';
import { ReportsPage } from './reports-page';

// jsdom has no canvas: the charts are drawn by Chart.js in the browser (e2e); here only their tables count.
const drawChart = vi.fn(() => ({ destroy: () => {} }));
vi.mock('../components/load-chart-canvas', () => ({ loadChartCanvas: async () => ({ drawChart }) }));

// jsdom has no scrolling: the views' scrollable segment brings the chosen one into view.
beforeAll(() => {
  Element.prototype.scrollTo = () => {};
});

const ANSWERS = {
  spend: SPEND,
  policy: POLICY,
  savings: SAVINGS,
  approvals: APPROVALS,
  co2: CO2,
};

function reportRoutes(
  overrides: Record<string, (request: MockRequest) => { status: number; body?: unknown }> = {},
) {
  return Object.fromEntries([
    ['GET /api/reports/options', () => ({ status: 200, body: OPTIONS })],
    ...Object.entries(ANSWERS).map(([view, body]) => [
      `GET /api/reports/${view}`,
      () => ({ status: 200, body }),
    ]),
    ...Object.entries(overrides),
  ]);
}

const reportCalls = (requests: MockRequest[], view: string) =>
  requests.filter((request) => request.url.startsWith(`/api/reports/${view}?`)).map((request) => request.url);

function renderPage() {
  return renderWithProviders(<ReportsPage />, { path: '/reports' });
}

describe('ReportsPage', () => {
  it('shows the administrador the key figures first, then each chart of the view with its numbers as a table', async () => {
    storeSignedInUser(buildUser('administrador', { email: 'admin@andesenergia.co' }));
    const { requests } = mockFetch(reportRoutes());
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando el reporte...');
    const summary = await screen.findByRole('region', { name: 'Del 1 de ene de 2026 al 31 de dic de 2026' });
    const figures = within(summary);
    expect(figures.getByText('Gasto total').nextSibling).toHaveTextContent('$ 4.250.000');
    expect(figures.getByText('Viajes').nextSibling).toHaveTextContent('3');
    expect(figures.getByText('Tiquete promedio').nextSibling).toHaveTextContent('$ 1.500.000');
    expect(figures.getByText('Dentro de la política').nextSibling).toHaveTextContent(/^66,7\s?%$/);
    expect(figures.getByText('CO₂e total').nextSibling).toHaveTextContent('412 kg');

    const byCostCenter = await screen.findByRole('table', {
      name: 'Gasto por centro de costos frente a su presupuesto de 2026',
    });
    expect(within(byCostCenter).getByRole('columnheader', { name: 'Presupuesto anual' })).toBeInTheDocument();
    expect(
      within(byCostCenter).getByRole('row', {
        name: /^OPS-100 · Operaciones \$\s4\.250\.000 3 \$\s4\.250\.000 \$\s20\.000\.000 21,3\s?%$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(byCostCenter).getByRole('rowheader', { name: 'OPS-100 · Operaciones' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Gráfico: Gasto por viajero. Las cifras están en la tabla.' }),
    ).toBeVisible();
    // The last 30 days, and the 30 days before them for the key figures' comparison.
    expect(reportCalls(requests, 'spend')).toEqual([
      '/api/reports/spend?period=last-30-days',
      expect.stringMatching(/^\/api\/reports\/spend\?period=custom&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/),
    ]);
    expect(figures.getByText('Gasto total').parentElement).toHaveTextContent(
      /^Gasto total\$\s4\.250\.000Periodo anterior: \$\s4\.250\.000 \(0 %\)$/,
    );
    await waitFor(() => expect(drawChart).toHaveBeenCalledTimes(7));

    await userEvent.click(screen.getByText('Aprobaciones', { selector: 'ion-segment-button' }));
    const byApprover = await screen.findByRole('table', { name: 'Tiempo hasta la decisión por aprobador' });
    expect(
      within(byApprover).getByRole('row', { name: 'Carlos Restrepo 2 2 0 1,5 h 4,2 h' }),
    ).toBeInTheDocument();
  });

  it('asks the API again for a new period and filter, and refuses a custom period without its dates', async () => {
    storeSignedInUser(buildUser('administrador', { email: 'admin@andesenergia.co' }));
    const { requests } = mockFetch(
      reportRoutes({
        'GET /api/reports/spend': (request) => ({
          status: 200,
          body: request.url.includes('type=flight')
            ? { ...SPEND, totals: { ...SPEND.totals, total: 3_000_000, bookings: 2 } }
            : SPEND,
        }),
      }),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Gasto por viajero' });

    await userEvent.selectOptions(screen.getByLabelText('Periodo'), 'Este año');
    await userEvent.selectOptions(await screen.findByLabelText('Tipo'), 'Vuelos');
    await waitFor(() =>
      expect(reportCalls(requests, 'spend')).toContain('/api/reports/spend?period=this-year&type=flight'),
    );
    const summary = screen.getByRole('region', { name: /^Del / });
    await waitFor(() =>
      expect(within(summary).getByText('Gasto total').nextSibling).toHaveTextContent('$ 3.000.000'),
    );
    expect(screen.getByRole('button', { name: 'Quitar filtros' })).toBeInTheDocument();

    // A custom period starts from the year shown; dates that run backwards or are missing ask nothing.
    await userEvent.selectOptions(screen.getByLabelText('Periodo'), 'Personalizado');
    const from = screen.getByLabelText('Desde');
    expect(from).toHaveValue(`${new Date().getFullYear()}-01-01`);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-01');
    const to = screen.getByLabelText('Hasta');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-02-01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La fecha inicial no puede ser posterior a la final.',
    );
    const callsBefore = requests.length;
    await userEvent.clear(to);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Para un periodo personalizado indica la fecha inicial y la final.',
    );
    expect(requests.length).toBe(callsBefore);
  });

  it('says when the period has no bookings, and shows the server’s message when a view fails', async () => {
    storeSignedInUser(buildUser('administrador', { email: 'admin@andesenergia.co' }));
    mockFetch(
      reportRoutes({
        'GET /api/reports/spend': () => ({
          status: 200,
          body: { ...SPEND, totals: { ...SPEND.totals, total: 0, bookings: 0 } },
        }),
        'GET /api/reports/savings': () => apiError(500, 'INTERNAL', 'No pudimos calcular el reporte.'),
      }),
    );
    renderPage();
    expect(await screen.findByText('No hay reservas en este período.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Ahorro', { selector: 'ion-segment-button' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos calcular el reporte.');
  });

  it('downloads the view on screen as a CSV for Excel in Spanish', async () => {
    storeSignedInUser(buildUser('administrador', { email: 'admin@andesenergia.co' }));
    mockFetch(reportRoutes());
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await screen.findByRole('table', { name: 'Gasto por viajero' });

    await userEvent.click(
      screen.getByText('Descargar CSV (Gasto)', { selector: 'ion-button, ion-button *' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'reporte-gasto-2026-01-01-a-2026-12-31.csv',
    );
    const [file] = createObjectURL.mock.calls[0] ?? [];
    expect(file).toBeInstanceOf(Blob);
    const csv = await (file as Blob).text();
    expect(csv).toContain('Viajero;Gasto;Reservas\r\nLaura Gómez;4250000;3');
  });

  it('lets the operador read a company once chosen', async () => {
    storeSignedInUser(buildUser('operador', { email: 'operador@travesia.co' }));
    const { requests } = mockFetch({
      ...reportRoutes(),
      'GET /api/companies': () => ({
        status: 200,
        body: { data: [{ id: 1, name: 'Andes Energía S.A.S.', city: 'Bogotá', is_active: true }] },
      }),
    });
    renderPage();
    expect(await screen.findByText('Elige una empresa.')).toBeInTheDocument();
    expect(reportCalls(requests, 'spend')).toEqual([]);
    const picker = screen.getByLabelText('Empresa');
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.selectOptions(picker, '1');
    await screen.findByRole('table', { name: 'Gasto por viajero' });
    expect(reportCalls(requests, 'spend')).toContain('/api/reports/spend?period=last-30-days&companyId=1');
    expect(requests.map((request) => request.url)).toContain('/api/reports/options?companyId=1');
  });
});
