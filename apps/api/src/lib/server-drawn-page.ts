import type { ServerDrawnPageData, ServerDrawnPageName } from '@travesia/domain';
import type { FastifyRequest } from 'fastify';

/**
 * A page of the app that the API draws itself for the address it is asked (decision 032), so a phone paints it
 * before the app's scripts arrive, and the app starts from the same data instead of asking for it again.
 */
export interface ServerDrawnPage<Name extends ServerDrawnPageName = ServerDrawnPageName> {
  /** Its name in the domain's contract with the web build (`PageCopies`): its template and its renderer. */
  name: Name;
  /** Its address, as a Fastify route. */
  url: string;
  /** What the page shows at this address, or null when the app should draw it alone. */
  dataFor(request: FastifyRequest): Promise<ServerDrawnPageData[Name] | null>;
}
