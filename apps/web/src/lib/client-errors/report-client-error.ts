import { CLIENT_ERROR_MESSAGE_MAX, type ClientErrorReport } from '@travesia/domain';
import { apiRequest } from '../api-client';

/**
 * POST /api/client-errors: tells the API log that a screen failed in the browser. `route` is the route pattern,
 * never the address (an invitation or approval address carries a token). Best effort: the person already sees
 * the failure, and a report that cannot leave (the network is what failed) has nowhere else to go.
 */
export function reportClientError(error: unknown, route: string): void {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const report: ClientErrorReport = { message: text.slice(0, CLIENT_ERROR_MESSAGE_MAX) || 'Error', route };
  apiRequest('/api/client-errors', undefined, {
    method: 'POST',
    body: report,
    authenticated: false,
    reportUnauthorized: false,
  }).catch(() => undefined);
}
