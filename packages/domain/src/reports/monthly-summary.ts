import { addDays, toIsoMonth } from '../dates/calendar-dates';
import { addMonths } from '../dates/date-range';
import { onFirstUse } from '../intl/on-first-use';
import type { ReportRange } from './report-query';

/*
 * The monthly summary e-mail (issue 13, decision 029): each company's administradores get the figures of the month
 * before, from the 1st at 00:00 in Colombia, once per company and month.
 */

/**
 * The month whose summary is due at `now`: the one before Colombia's current month. It stays due for the whole
 * month, so a process that was down on the 1st catches up; an older month is never sent.
 */
export function dueSummaryMonth(now: Date): string {
  return addMonths(toIsoMonth(now), -1);
}

/** The days of a month (`YYYY-MM`) as a report period: its first to its last day. */
export function monthRange(month: string): ReportRange {
  return { from: `${month}-01`, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

const SHARE = onFirstUse(
  () => new Intl.NumberFormat('es-CO', { style: 'percent', maximumFractionDigits: 1 }),
);

/** A share (0.8125) in es-CO's percent format, one decimal at most: '81,3%'. */
export function formatShare(share: number): string {
  return SHARE().format(share);
}
