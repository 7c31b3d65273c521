import {
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  REPORT_SCOPE_LABELS,
  REPORT_SCOPES,
  REPORT_TRIP_TYPE_LABELS,
  REPORT_TRIP_TYPES,
  type ReportOptions,
  type ReportPeriod,
  resolveReportRange,
} from '@travesia/domain';
import { useId } from 'react';
import { FilterSelect } from '../../../components/form/filter-select';
import { DEFAULT_REPORT_FILTERS, hasFilters, type ReportFilterValues } from '../model/report-filters';

/** A custom period starts from the days the chosen one covered, so the figures stay while its dates change. */
function choosePeriod(values: ReportFilterValues, period: ReportPeriod): ReportFilterValues {
  if (period !== 'custom' || values.period === 'custom' || (values.from && values.to)) {
    return { ...values, period };
  }
  return { ...values, ...resolveReportRange({ period: values.period }), period };
}

interface PeriodFieldsProps {
  values: ReportFilterValues;
  /** Why the period makes no request (custom dates missing or wrong), in Spanish. */
  problem: string | null;
  onChange: (values: ReportFilterValues) => void;
}

/** The period, with two dates when it is custom; each change applies at once. */
export function ReportPeriodFields({ values, problem, onChange }: PeriodFieldsProps) {
  const id = useId();
  const set = <K extends keyof ReportFilterValues>(key: K, value: ReportFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const dateProps = {
    'aria-invalid': problem ? ('true' as const) : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  };

  return (
    <search className="report-period" aria-label="Periodo del reporte">
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-period`}>
          Periodo
        </label>
        <select
          id={`${id}-period`}
          className="native-control"
          value={values.period}
          onChange={(event) => onChange(choosePeriod(values, event.target.value as ReportPeriod))}
        >
          {REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {REPORT_PERIOD_LABELS[period]}
            </option>
          ))}
        </select>
      </div>
      {values.period === 'custom' && (
        <>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-from`}>
              Desde
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className="native-control"
              value={values.from}
              onChange={(event) => set('from', event.target.value)}
              {...dateProps}
            />
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-to`}>
              Hasta
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className="native-control"
              value={values.to}
              onChange={(event) => set('to', event.target.value)}
              {...dateProps}
            />
          </div>
        </>
      )}
      {problem && (
        <p id={`${id}-problem`} className="form-field__error report-period__problem" role="alert">
          {problem}
        </p>
      )}
    </search>
  );
}

interface FilterFieldsProps {
  values: ReportFilterValues;
  options: ReportOptions | undefined;
  onChange: (values: ReportFilterValues) => void;
}

/** Cost center, traveller, travel group, flight or hotel, national or international; each applies at once. */
export function ReportFilterFields({ values, options, onChange }: FilterFieldsProps) {
  const id = useId();
  const set = <K extends keyof ReportFilterValues>(key: K, value: ReportFilterValues[K]) =>
    onChange({ ...values, [key]: value });

  return (
    <search className="report-filters" aria-label="Filtros del reporte">
      <FilterSelect
        id={`${id}-cost-center`}
        label="Centro de costos"
        value={values.costCenterId}
        allLabel="Todos"
        choices={(options?.costCenters ?? []).map((center) => ({
          value: String(center.id),
          label: `${center.code} · ${center.name}`,
        }))}
        onChange={(value) => set('costCenterId', value)}
      />
      <FilterSelect
        id={`${id}-traveller`}
        label="Viajero"
        value={values.travellerId}
        allLabel="Todos"
        choices={(options?.travellers ?? []).map((traveller) => ({
          value: String(traveller.id),
          label: traveller.name,
        }))}
        onChange={(value) => set('travellerId', value)}
      />
      <FilterSelect
        id={`${id}-group`}
        label="Grupo de viaje"
        value={values.travelGroupId}
        allLabel="Todos"
        choices={(options?.travelGroups ?? []).map((group) => ({
          value: String(group.id),
          label: group.name,
        }))}
        onChange={(value) => set('travelGroupId', value)}
      />
      <FilterSelect
        id={`${id}-type`}
        label="Tipo"
        value={values.type}
        allLabel="Vuelos y hoteles"
        choices={REPORT_TRIP_TYPES.map((type) => ({ value: type, label: REPORT_TRIP_TYPE_LABELS[type] }))}
        onChange={(value) => set('type', value as ReportFilterValues['type'])}
      />
      <FilterSelect
        id={`${id}-scope`}
        label="Alcance"
        value={values.scope}
        allLabel="Todos"
        choices={REPORT_SCOPES.map((scope) => ({ value: scope, label: REPORT_SCOPE_LABELS[scope] }))}
        onChange={(value) => set('scope', value as ReportFilterValues['scope'])}
      />
      {hasFilters(values) && (
        <button
          type="button"
          className="report-filters__clear"
          onClick={() =>
            onChange({ ...DEFAULT_REPORT_FILTERS, period: values.period, from: values.from, to: values.to })
          }
        >
          Quitar filtros
        </button>
      )}
    </search>
  );
}
