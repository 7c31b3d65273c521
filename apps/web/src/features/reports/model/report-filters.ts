import {
  DEFAULT_REPORT_PERIOD,
  findReportQueryProblem,
  type ReportPeriod,
  type ReportScope,
  type ReportTripType,
} from '@travesia/domain';

/** What the period selector and the filters hold; '' is "all". */
export interface ReportFilterValues {
  period: ReportPeriod;
  from: string;
  to: string;
  costCenterId: string;
  travellerId: string;
  travelGroupId: string;
  type: ReportTripType | '';
  scope: ReportScope | '';
}

export const DEFAULT_REPORT_FILTERS: ReportFilterValues = {
  period: DEFAULT_REPORT_PERIOD,
  from: '',
  to: '',
  costCenterId: '',
  travellerId: '',
  travelGroupId: '',
  type: '',
  scope: '',
};

/** The parameters of GET /api/reports/* (strings, as the address carries them). */
export type ReportRequest = Partial<
  Record<Exclude<keyof ReportFilterValues, 'period'> | 'companyId', string>
> & {
  period: ReportPeriod;
};

/**
 * The request the filters make, or the Spanish message of what keeps them from making one (a custom period
 * without both dates, or one running backwards or longer than two years), by the API's own rule.
 */
export function toReportRequest(
  values: ReportFilterValues,
  companyId: number | undefined,
): { request: ReportRequest; problem: null } | { request: null; problem: string } {
  const isCustom = values.period === 'custom';
  const dates = isCustom ? { from: values.from || undefined, to: values.to || undefined } : {};
  const problem = findReportQueryProblem({ period: values.period, ...dates });
  if (problem) return { request: null, problem };
  const request: ReportRequest = { period: values.period, ...dates };
  for (const key of ['costCenterId', 'travellerId', 'travelGroupId', 'type', 'scope'] as const) {
    if (values[key]) request[key] = values[key];
  }
  if (companyId !== undefined) request.companyId = String(companyId);
  return { request, problem: null };
}

export function hasFilters(values: ReportFilterValues): boolean {
  return Boolean(
    values.costCenterId || values.travellerId || values.travelGroupId || values.type || values.scope,
  );
}
