import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Raw image bytes as a request body, for the routes of the plugin that calls this only. Any image type parses, so
 * that a GIF or an SVG is refused by what its bytes are, with a Spanish message, rather than by its declared type.
 */
export function acceptImageBodies(app: FastifyInstance, bodyLimit: number): void {
  for (const contentType of [/^image\/[\w.+-]+$/, 'application/octet-stream']) {
    app.addContentTypeParser(contentType, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
  }
}

/** The request's image bytes, or none when it sent no image body. */
export function imageBytesOf(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}

/**
 * Sends stored image bytes with their checked type, never sniffed, and a CSP that runs nothing should an image
 * be opened on its own.
 */
export function sendImage(
  reply: FastifyReply,
  image: { contentType: string; bytes: Uint8Array },
  cacheControl: string,
): FastifyReply {
  return reply
    .type(image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', cacheControl)
    .send(Buffer.from(image.bytes));
}
