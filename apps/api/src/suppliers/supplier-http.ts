import type { z } from 'zod';
import { supplierUnavailable } from '../lib/app-error';
import { observed, type SupplierCallObserver } from './supplier-calls';

export interface SupplierHttpOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Named in the Spanish error a failure answers ('El proveedor de hoteles…'). */
  product: 'hoteles' | 'vuelos';
  /** The supplier's own headers for each call (a key, a signature of the moment). */
  headers: () => Record<string, string>;
  observe: SupplierCallObserver;
  /**
   * Reads a refusal's body (4xx) for an error of the supplier's own vocabulary (say, an offer gone); without
   * an answer of it the refusal is the supplier's error.
   */
  refusal?: (status: number, body: unknown) => Error | undefined;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** A failure worth one more try: the network or the supplier's server, never a refusal or a slow answer. */
class RetryableFailure extends Error {}

/**
 * The one HTTP client of the live suppliers: JSON in and out, a timeout per call, the answer checked against
 * `answer` (another shape is the supplier's error, 502), every exchange timed for the Proveedores page, and
 * one more try only for reads (GET), which change nothing at the supplier.
 */
export function createSupplierHttp(options: SupplierHttpOptions) {
  async function exchange<T>(
    method: Method,
    path: string,
    answer: z.ZodType<T>,
    body: unknown,
    reportStatus: (status: number) => void,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          ...options.headers(),
          Accept: 'application/json',
          'Accept-Encoding': 'gzip',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const isTimeout =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (isTimeout) throw supplierUnavailable('timeout', options.product);
      throw new RetryableFailure();
    }
    reportStatus(response.status);
    const text = await response.text().catch(() => '');
    if (response.status >= 500) throw new RetryableFailure();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw supplierUnavailable('error', options.product);
    }
    if (!response.ok)
      throw options.refusal?.(response.status, json) ?? supplierUnavailable('error', options.product);
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw supplierUnavailable('error', options.product);
    return parsed.data;
  }

  return async function request<T>(
    operation: string,
    method: Method,
    path: string,
    answer: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    const attempts = method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await observed(options.observe, operation, (reportStatus) =>
          exchange(method, path, answer, body, reportStatus),
        );
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        if (attempt >= attempts) throw supplierUnavailable('error', options.product);
      }
    }
  };
}
