import type { FastifyRequest } from 'fastify';

/**
 * A page of the app that the API draws itself for the address it is asked (decision 032), so a phone paints it
 * before the app's scripts arrive, and the app starts from the same data instead of asking for it again.
 */
export interface ServerDrawnPage {
  /** Its name in the web build: `.server/<name>.html` and the renderer of that name. */
  name: string;
  /** Its address, as a Fastify route. */
  url: string;
  /** What the page shows at this address, or null when the app should draw it alone. */
  dataFor(request: FastifyRequest): Promise<unknown>;
}
