import '../../../components/card/card.css';
import '../reports.css';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDay, previousReportRange, resolveReportRange } from '@travesia/domain';
import { downloadOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { IonSegment, IonSegmentButton } from '../../../components/ionic/ion-segment';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage, saveFile } from '../../../lib/api-client';
import { useManagedCompany } from '../../../lib/company/use-managed-company';
import { reportQueryOptions, useReport } from '../api/get-report';
import { useReportOptions } from '../api/get-report-options';
import { ReportFilterFields, ReportPeriodFields } from '../components/report-filters';
import { ReportTableView } from '../components/report-table-view';
import { buildSectionCsv, sectionFileName } from '../export/report-csv';
import { buildWorkbookSheets } from '../export/report-workbook';
import {
  DEFAULT_REPORT_FILTERS,
  hasFilters,
  type ReportFilterValues,
  type ReportRequest,
  toReportRequest,
} from '../model/report-filters';
import {
  buildReportSection,
  REPORT_VIEW_LABELS,
  REPORT_VIEWS,
  type ReportSection,
  type ReportView,
} from '../model/report-sections';
import { describeChange, formatValue, type ReportCell, type ValueKind } from '../model/report-values';

const TITLE = 'Reportes';

/** /reports: the travel manager's picture of the company's travel (administrador, and the operador by company). */
export function ReportsPage() {
  const company = useManagedCompany();
  return (
    <PageLayout title={TITLE}>
      <h1>{TITLE}</h1>
      {company.isOperator && <CompanyPicker companyId={company.companyId} onChange={company.selectCompany} />}
      {company.companyId !== null && (
        <ReportsDashboard key={company.companyId} queryCompanyId={company.queryCompanyId} />
      )}
    </PageLayout>
  );
}

function ReportsDashboard({ queryCompanyId }: { queryCompanyId: number | undefined }) {
  const [filters, setFilters] = useState<ReportFilterValues>(DEFAULT_REPORT_FILTERS);
  const [view, setView] = useState<ReportView>('spend');
  const options = useReportOptions(queryCompanyId, true);
  const { request, problem } = toReportRequest(filters, queryCompanyId);

  return (
    <div className="reports">
      <ReportPeriodFields values={filters} problem={problem} onChange={setFilters} />
      {request && <KeyFigures request={request} />}
      <ReportFilterFields values={filters} options={options.data} onChange={setFilters} />
      {options.isError && <FormAlert tone="error">{getErrorMessage(options.error)}</FormAlert>}
      {request && (
        <>
          <IonSegment
            value={view}
            scrollable
            className="reports__views"
            aria-label="Vista del reporte"
            onIonChange={(event) => {
              const next = REPORT_VIEWS.find((candidate) => candidate === event.detail.value);
              if (next) setView(next);
            }}
          >
            {REPORT_VIEWS.map((candidate) => (
              <IonSegmentButton key={candidate} value={candidate}>
                {REPORT_VIEW_LABELS[candidate]}
              </IonSegmentButton>
            ))}
          </IonSegment>
          <ViewPanel key={view} view={view} request={request} isFiltered={hasFilters(filters)} />
        </>
      )}
    </div>
  );
}

interface KeyFigure {
  label: string;
  value: ReportCell | undefined;
  /** The same figure in the period before. */
  before: ReportCell | undefined;
  kind: ValueKind;
}

/** The figures a travel manager looks for first, each against the period before; on a phone they come first. */
function KeyFigures({ request }: { request: ReportRequest }) {
  const previous = previousPeriodRequest(request);
  const spend = useReport('spend', request, true);
  const policy = useReport('policy', request, true);
  const co2 = useReport('co2', request, true);
  const spendBefore = useReport('spend', previous, true);
  const policyBefore = useReport('policy', previous, true);
  const co2Before = useReport('co2', previous, true);
  const figures: KeyFigure[] = [
    {
      label: 'Gasto total',
      value: spend.data?.totals.total,
      before: spendBefore.data?.totals.total,
      kind: 'cop',
    },
    {
      label: 'Viajes',
      value: spend.data?.totals.bookings,
      before: spendBefore.data?.totals.bookings,
      kind: 'count',
    },
    {
      label: 'Tiquete promedio',
      value: spend.data?.totals.averageTicket,
      before: spendBefore.data?.totals.averageTicket,
      kind: 'cop',
    },
    {
      label: 'Dentro de la política',
      value: policy.data?.shareWithinPolicy,
      before: policyBefore.data?.shareWithinPolicy,
      kind: 'share',
    },
    { label: 'CO₂e total', value: co2.data?.totalKg, before: co2Before.data?.totalKg, kind: 'kg' },
  ];
  const range = spend.data ?? policy.data ?? co2.data;
  const isFetching = spend.isFetching || policy.isFetching || co2.isFetching;
  return (
    <section className="card reports__summary" aria-labelledby="reports-summary-title" aria-busy={isFetching}>
      <h2 id="reports-summary-title" className="reports__summary-title">
        {range ? `Del ${formatDay(range.from)} al ${formatDay(range.to)}` : 'Cifras clave del periodo'}
      </h2>
      <dl className="reports__figures">
        {figures.map((figure) => (
          <div key={figure.label} className="reports__figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value === undefined ? '…' : formatValue(figure.value, figure.kind)}</dd>
            {figure.value !== undefined && figure.before !== undefined && (
              <dd className="reports__figure-before">
                {describeChange(figure.value, figure.before, figure.kind)}
              </dd>
            )}
          </div>
        ))}
      </dl>
      {(spend.isError || policy.isError || co2.isError) && (
        <FormAlert tone="error">{getErrorMessage(spend.error ?? policy.error ?? co2.error)}</FormAlert>
      )}
    </section>
  );
}

/** The same question about the period before (decided by the domain's rule), as a custom period. */
function previousPeriodRequest(request: ReportRequest): ReportRequest {
  const before = previousReportRange(request.period, resolveReportRange(request));
  return { ...request, period: 'custom', from: before.from, to: before.to };
}

const EMPTY_MESSAGES: Record<ReportView, string> = {
  spend: 'No hay reservas en este período.',
  policy: 'No hay reservas en este período.',
  savings:
    'No hay ahorros que medir en este período: ninguna estadía con tarifa negociada ni vuelo con su tarifa más baja.',
  approvals: 'No hubo solicitudes de aprobación en este período.',
  co2: 'No hay reservas con emisiones estimadas en este período.',
};

function ViewPanel({
  view,
  request,
  isFiltered,
}: {
  view: ReportView;
  request: ReportRequest;
  isFiltered: boolean;
}) {
  const report = useReport(view, request, true);
  const section = useMemo(
    () => (report.data ? buildReportSection(view, report.data) : null),
    [view, report.data],
  );
  const titleId = `reports-view-${view}`;

  return (
    <section className="reports__view" aria-labelledby={titleId} aria-busy={report.isFetching}>
      <div className="reports__view-header">
        <h2 id={titleId}>{REPORT_VIEW_LABELS[view]}</h2>
        <ExportButtons view={view} request={request} section={section} />
      </div>
      {report.isPending ? (
        <p className="reports__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando el reporte...
        </p>
      ) : report.isError ? (
        <FormAlert tone="error">{getErrorMessage(report.error)}</FormAlert>
      ) : section === null ? null : section.isEmpty ? (
        <p className="reports__status reports__empty">
          {isFiltered ? `${EMPTY_MESSAGES[view]} Prueba con menos filtros.` : EMPTY_MESSAGES[view]}
        </p>
      ) : (
        <>
          <dl className="reports__view-figures">
            {section.figures.map((figure) => (
              <div key={figure.label} className="reports__figure">
                <dt>{figure.label}</dt>
                <dd>{formatValue(figure.value, figure.kind)}</dd>
              </div>
            ))}
          </dl>
          {section.tables.map((table) => (
            <ReportTableView key={table.id} table={table} />
          ))}
        </>
      )}
    </section>
  );
}

/** Excel: every view, one sheet each. CSV: the view on screen, separated by ';' for Excel in Spanish. */
function ExportButtons({
  view,
  request,
  section,
}: {
  view: ReportView;
  request: ReportRequest;
  section: ReportSection | null;
}) {
  const queryClient = useQueryClient();
  const workbook = useMutation({
    mutationFn: async () => {
      const answers = await Promise.all(
        REPORT_VIEWS.map((each) => queryClient.fetchQuery(reportQueryOptions(each, request))),
      );
      const sections = REPORT_VIEWS.map((each, index) => buildReportSection(each, answers[index] as never));
      // The xlsx writer is downloaded only when a workbook is asked for.
      const { writeWorkbook } = await import('../export/write-workbook');
      const content = await writeWorkbook(buildWorkbookSheets(sections));
      saveFile({ filename: sectionFileName(sections[0] as ReportSection, 'xlsx'), content });
    },
  });

  function downloadCsv() {
    if (!section) return;
    saveFile({
      filename: sectionFileName(section, 'csv'),
      content: new Blob([buildSectionCsv(section)], { type: 'text/csv;charset=utf-8' }),
    });
  }

  return (
    <div className="reports__exports">
      <IonButton fill="outline" size="small" disabled={workbook.isPending} onClick={() => workbook.mutate()}>
        <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        Descargar Excel
      </IonButton>
      <IonButton fill="outline" size="small" disabled={section === null} onClick={downloadCsv}>
        <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        Descargar CSV ({REPORT_VIEW_LABELS[view]})
      </IonButton>
      {workbook.isError && <FormAlert tone="error">{getErrorMessage(workbook.error)}</FormAlert>}
    </div>
  );
}
