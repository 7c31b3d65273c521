import type { SupplierCallOutcome } from '@travesia/domain';

/** One call to a live supplier as the operador's page shows it: no request or answer, no personal data. */
export interface SupplierCall {
  operation: string;
  outcome: SupplierCallOutcome;
  httpStatus: number | null;
  durationMs: number;
}

/** Told of every call a live supplier's client makes (the API stores them; tests may ignore them). */
export type SupplierCallObserver = (call: SupplierCall) => void;

export const IGNORE_SUPPLIER_CALLS: SupplierCallObserver = () => {};

/** An error of the supplier answering too late (the 504 of `supplierUnavailable('timeout')`). */
function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 504
  );
}

/**
 * Runs one exchange with a supplier and tells `observe` how it went, whatever happens: the exchange reports
 * the HTTP status it got, and a thrown error counts as a timeout (504) or an error.
 */
export async function observed<T>(
  observe: SupplierCallObserver,
  operation: string,
  exchange: (reportStatus: (status: number) => void) => Promise<T>,
): Promise<T> {
  const started = performance.now();
  let httpStatus: number | null = null;
  const finish = (outcome: SupplierCall['outcome']) =>
    observe({ operation, outcome, httpStatus, durationMs: Math.round(performance.now() - started) });
  try {
    const value = await exchange((status) => {
      httpStatus = status;
    });
    finish('ok');
    return value;
  } catch (error) {
    finish(isTimeout(error) ? 'timeout' : 'error');
    throw error;
  }
}
